ALTER TABLE "games" ALTER COLUMN "home_score" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "away_score" DROP NOT NULL;