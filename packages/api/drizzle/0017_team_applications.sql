CREATE TABLE "team_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"league_season_id" integer NOT NULL,
	"club_id" integer,
	"proposed_club_name" text,
	"contact_email" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"form" jsonb NOT NULL,
	"review" jsonb,
	"decision_note" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "team_applications_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"display_name" text NOT NULL,
	"application_id" integer,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_applications" ADD CONSTRAINT "team_applications_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_applications" ADD CONSTRAINT "team_applications_league_season_id_league_seasons_id_fk" FOREIGN KEY ("league_season_id") REFERENCES "public"."league_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_applications" ADD CONSTRAINT "team_applications_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_applications" ADD CONSTRAINT "team_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_application_id_team_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."team_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_applications_client_status" ON "team_applications" USING btree ("client_id","status");--> statement-breakpoint
CREATE INDEX "team_applications_league_season" ON "team_applications" USING btree ("league_season_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_application" ON "uploaded_files" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "crest_file_id" uuid;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "colours" jsonb;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "position" text;
