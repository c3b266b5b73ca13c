CREATE TABLE "live_game_screens" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"directive" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "live_game_screens" ADD CONSTRAINT "live_game_screens_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_game_screens" ADD CONSTRAINT "live_game_screens_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
