ALTER TABLE "play_by_play_events" ALTER COLUMN "shot_x" SET DATA TYPE real;--> statement-breakpoint
ALTER TABLE "play_by_play_events" ALTER COLUMN "shot_y" SET DATA TYPE real;--> statement-breakpoint
ALTER TABLE "shots" ALTER COLUMN "side" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shots" ALTER COLUMN "season_team_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shots" ALTER COLUMN "x" SET DATA TYPE real;--> statement-breakpoint
ALTER TABLE "shots" ALTER COLUMN "y" SET DATA TYPE real;