ALTER TABLE "live_games" ADD COLUMN "log_run" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "live_game_events" ADD COLUMN "scoreboard" jsonb;
