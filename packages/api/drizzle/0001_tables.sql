CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"settings" jsonb NOT NULL,
	"sponsors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"current_season_slug" text,
	CONSTRAINT "clients_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_user_client_kind_target" UNIQUE("user_id","client_id","kind","target_slug")
);
--> statement-breakpoint
CREATE TABLE "push_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"name" text NOT NULL,
	"password_hash" text,
	"google_subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "users_google_subject_unique" UNIQUE("google_subject")
);
--> statement-breakpoint
CREATE TABLE "box_score_lines" (
	"game_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"season_team_id" integer NOT NULL,
	"side" text NOT NULL,
	"player_name" text NOT NULL,
	"jersey" text,
	"starter" boolean NOT NULL,
	"played" boolean NOT NULL,
	"minutes" text,
	"seconds_played" integer,
	"points" smallint,
	"two_pointers_made" smallint,
	"two_pointers_attempted" smallint,
	"three_pointers_made" smallint,
	"three_pointers_attempted" smallint,
	"free_throws_made" smallint,
	"free_throws_attempted" smallint,
	"offensive_rebounds" smallint,
	"defensive_rebounds" smallint,
	"rebounds" smallint,
	"assists" smallint,
	"steals" smallint,
	"turnovers" smallint,
	"blocks" smallint,
	"blocks_against" smallint,
	"fouls_committed" smallint,
	"fouls_drawn" smallint,
	"plus_minus" smallint,
	"pir" smallint,
	"points_in_paint" smallint,
	"second_chance_points" smallint,
	"fast_break_points" smallint,
	CONSTRAINT "box_score_lines_game_id_player_id_pk" PRIMARY KEY("game_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"other_names" text[] NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"url" text NOT NULL,
	"kind" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_season_id" integer NOT NULL,
	"source_id" text NOT NULL,
	"slug" text NOT NULL,
	"phase" text NOT NULL,
	"phase_source" text NOT NULL,
	"round_number" integer NOT NULL,
	"round_id" integer,
	"playoff_duel_id" integer,
	"status" text NOT NULL,
	"date" date,
	"time" text,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"home_team_name" text NOT NULL,
	"away_team_name" text NOT NULL,
	"home_score" integer NOT NULL,
	"away_score" integer NOT NULL,
	"home_period_scores" integer[] NOT NULL,
	"away_period_scores" integer[] NOT NULL,
	"venue_id" integer,
	"attendance" integer,
	"referee_ids" integer[] NOT NULL,
	"source_url" text,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"source_code" text NOT NULL,
	"name" text NOT NULL,
	"phases" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"cover_image" text,
	"published_at" timestamp with time zone NOT NULL,
	"game_id" integer,
	"club_ids" integer[] NOT NULL,
	"player_ids" integer[] NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"url" text NOT NULL,
	"caption" jsonb NOT NULL,
	"club_id" integer,
	"player_id" integer,
	"game_id" integer,
	"taken_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "play_by_play_events" (
	"game_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"period" smallint NOT NULL,
	"clock" text,
	"side" text,
	"season_team_id" integer,
	"player_id" integer,
	"event" text NOT NULL,
	"subtype" text,
	"shot_value" smallint,
	"value_source" text,
	"home_score" smallint NOT NULL,
	"away_score" smallint NOT NULL,
	"shot_x" smallint,
	"shot_y" smallint,
	"shot_sequence" integer,
	"inferred" boolean NOT NULL,
	CONSTRAINT "play_by_play_events_game_id_sequence_pk" PRIMARY KEY("game_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"ascii_name" text NOT NULL,
	"play_by_play_name" text NOT NULL,
	"spellings" text[] NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playoff_duels" (
	"id" serial PRIMARY KEY NOT NULL,
	"playoff_round_id" integer NOT NULL,
	"slug" text NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"home_wins" integer NOT NULL,
	"away_wins" integer NOT NULL,
	"winner_team_id" integer
);
--> statement-breakpoint
CREATE TABLE "playoff_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_season_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"best_of" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referees" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rosters" (
	"season_team_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"jerseys" text[] NOT NULL,
	"games_dressed" integer NOT NULL,
	"games_played" integer NOT NULL,
	"first_game" date,
	"last_game" date,
	CONSTRAINT "rosters_season_team_id_player_id_pk" PRIMARY KEY("season_team_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_season_id" integer NOT NULL,
	"phase" text NOT NULL,
	"number" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_season_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"other_names" text[] NOT NULL,
	"status" text NOT NULL,
	"home_venue_id" integer
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"start_date" date,
	"end_date" date
);
--> statement-breakpoint
CREATE TABLE "shots" (
	"game_id" integer NOT NULL,
	"shot_sequence" integer NOT NULL,
	"side" text NOT NULL,
	"season_team_id" integer NOT NULL,
	"player_id" integer,
	"made" boolean NOT NULL,
	"x" smallint NOT NULL,
	"y" smallint NOT NULL,
	"play_by_play_sequence" integer,
	CONSTRAINT "shots_game_id_shot_sequence_pk" PRIMARY KEY("game_id","shot_sequence")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"capacity" integer,
	"latitude" double precision,
	"longitude" double precision,
	"location" text
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_score_lines" ADD CONSTRAINT "box_score_lines_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_score_lines" ADD CONSTRAINT "box_score_lines_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_score_lines" ADD CONSTRAINT "box_score_lines_season_team_id_season_teams_id_fk" FOREIGN KEY ("season_team_id") REFERENCES "public"."season_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_league_season_id_league_seasons_id_fk" FOREIGN KEY ("league_season_id") REFERENCES "public"."league_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_playoff_duel_id_playoff_duels_id_fk" FOREIGN KEY ("playoff_duel_id") REFERENCES "public"."playoff_duels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_home_team_id_season_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."season_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_away_team_id_season_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."season_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_seasons" ADD CONSTRAINT "league_seasons_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_seasons" ADD CONSTRAINT "league_seasons_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_by_play_events" ADD CONSTRAINT "play_by_play_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_by_play_events" ADD CONSTRAINT "play_by_play_events_season_team_id_season_teams_id_fk" FOREIGN KEY ("season_team_id") REFERENCES "public"."season_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_by_play_events" ADD CONSTRAINT "play_by_play_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playoff_duels" ADD CONSTRAINT "playoff_duels_playoff_round_id_playoff_rounds_id_fk" FOREIGN KEY ("playoff_round_id") REFERENCES "public"."playoff_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playoff_duels" ADD CONSTRAINT "playoff_duels_home_team_id_season_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."season_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playoff_duels" ADD CONSTRAINT "playoff_duels_away_team_id_season_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."season_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playoff_duels" ADD CONSTRAINT "playoff_duels_winner_team_id_season_teams_id_fk" FOREIGN KEY ("winner_team_id") REFERENCES "public"."season_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playoff_rounds" ADD CONSTRAINT "playoff_rounds_league_season_id_league_seasons_id_fk" FOREIGN KEY ("league_season_id") REFERENCES "public"."league_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rosters" ADD CONSTRAINT "rosters_season_team_id_season_teams_id_fk" FOREIGN KEY ("season_team_id") REFERENCES "public"."season_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rosters" ADD CONSTRAINT "rosters_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_league_season_id_league_seasons_id_fk" FOREIGN KEY ("league_season_id") REFERENCES "public"."league_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_teams" ADD CONSTRAINT "season_teams_league_season_id_league_seasons_id_fk" FOREIGN KEY ("league_season_id") REFERENCES "public"."league_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_teams" ADD CONSTRAINT "season_teams_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_teams" ADD CONSTRAINT "season_teams_home_venue_id_venues_id_fk" FOREIGN KEY ("home_venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shots" ADD CONSTRAINT "shots_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shots" ADD CONSTRAINT "shots_season_team_id_season_teams_id_fk" FOREIGN KEY ("season_team_id") REFERENCES "public"."season_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shots" ADD CONSTRAINT "shots_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_tokens_user_id" ON "push_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "box_score_lines_player" ON "box_score_lines" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "box_score_lines_season_team" ON "box_score_lines" USING btree ("season_team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_client_code" ON "clubs" USING btree ("client_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_client_slug" ON "clubs" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "clubs_search_trigram" ON "clubs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "competitions_client_slug" ON "competitions" USING btree ("client_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_client_slug" ON "documents" USING btree ("client_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "games_league_season_source" ON "games" USING btree ("league_season_id","source_id");--> statement-breakpoint
CREATE INDEX "games_slug" ON "games" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "games_date" ON "games" USING btree ("date");--> statement-breakpoint
CREATE INDEX "games_home_team" ON "games" USING btree ("home_team_id");--> statement-breakpoint
CREATE INDEX "games_away_team" ON "games" USING btree ("away_team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_seasons_competition_season" ON "league_seasons" USING btree ("competition_id","season_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_client_slug" ON "news" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "news_published_at" ON "news" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "news_club_ids" ON "news" USING gin ("club_ids");--> statement-breakpoint
CREATE INDEX "news_player_ids" ON "news" USING gin ("player_ids");--> statement-breakpoint
CREATE INDEX "news_search_trigram" ON "news" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "photos_club" ON "photos" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "photos_player" ON "photos" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "photos_game" ON "photos" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_client_source" ON "players" USING btree ("client_id","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_client_slug" ON "players" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "players_search_trigram" ON "players" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "playoff_duels_round_slug" ON "playoff_duels" USING btree ("playoff_round_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "playoff_rounds_league_season_slug" ON "playoff_rounds" USING btree ("league_season_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "referees_client_name" ON "referees" USING btree ("client_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_league_season_phase_number" ON "rounds" USING btree ("league_season_id","phase","number");--> statement-breakpoint
CREATE UNIQUE INDEX "season_teams_league_season_club" ON "season_teams" USING btree ("league_season_id","club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_client_slug" ON "seasons" USING btree ("client_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "venues_client_name" ON "venues" USING btree ("client_id","name");