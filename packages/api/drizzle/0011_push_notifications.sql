ALTER TABLE "users" ADD COLUMN "language" text;
--> statement-breakpoint
CREATE TABLE "sent_notifications" (
	"topic" text NOT NULL,
	"token" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_notifications_topic_token_pk" PRIMARY KEY("topic","token")
);
