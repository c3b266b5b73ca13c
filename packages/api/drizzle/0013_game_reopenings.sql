CREATE TABLE "game_reopenings" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"reason" text NOT NULL,
	"reopened_by" text NOT NULL,
	"reopened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_reopenings" ADD CONSTRAINT "game_reopenings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "game_reopenings_game_id" ON "game_reopenings" USING btree ("game_id");
