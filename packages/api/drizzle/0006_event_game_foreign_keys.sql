ALTER TABLE "play_by_play_events" DROP CONSTRAINT "play_by_play_events_game_id_games_id_fk";
--> statement-breakpoint
ALTER TABLE "shots" DROP CONSTRAINT "shots_game_id_games_id_fk";
