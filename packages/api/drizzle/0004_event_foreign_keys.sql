ALTER TABLE "play_by_play_events" DROP CONSTRAINT "play_by_play_events_season_team_id_season_teams_id_fk";
--> statement-breakpoint
ALTER TABLE "play_by_play_events" DROP CONSTRAINT "play_by_play_events_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "shots" DROP CONSTRAINT "shots_season_team_id_season_teams_id_fk";
--> statement-breakpoint
ALTER TABLE "shots" DROP CONSTRAINT "shots_player_id_players_id_fk";
