-- Calendars: a game's iCalendar SEQUENCE and LAST-MODIFIED. A trigger counts every change a fan's calendar
-- must pick up (date, time, status, score, venue), so a re-import that brings a result updates subscribed
-- calendars, and an import that changes nothing leaves them alone.
ALTER TABLE "games" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "games_calendar_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.date, OLD.time, OLD.status, OLD.home_score, OLD.away_score, OLD.venue_id)
     IS DISTINCT FROM (NEW.date, NEW.time, NEW.status, NEW.home_score, NEW.away_score, NEW.venue_id) THEN
    NEW.calendar_sequence := OLD.calendar_sequence + 1;
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "games_calendar_change" BEFORE UPDATE ON "games" FOR EACH ROW EXECUTE FUNCTION "games_calendar_change"();
--> statement-breakpoint
-- Media a league adds through the import (media.json in a season folder): photos know the season folder
-- they came from, so a re-import replaces exactly them; a game has at most one video link.
ALTER TABLE "photos" ADD COLUMN "import_season_id" integer;
--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_import_season_id_seasons_id_fk" FOREIGN KEY ("import_season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "photos_import_season" ON "photos" USING btree ("import_season_id");
--> statement-breakpoint
CREATE TABLE "game_videos" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"title" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_videos" ADD CONSTRAINT "game_videos_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;
