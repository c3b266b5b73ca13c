CREATE TABLE "demo_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fantasy_fixtures" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"round" smallint NOT NULL,
	"home_squad_id" integer,
	"away_squad_id" integer,
	"home_points" double precision,
	"away_points" double precision,
	"result" text
);
--> statement-breakpoint
CREATE TABLE "fantasy_league_members" (
	"league_id" integer NOT NULL,
	"squad_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fantasy_league_members_league_id_squad_id_pk" PRIMARY KEY("league_id","squad_id")
);
--> statement-breakpoint
CREATE TABLE "fantasy_leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_season_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"owner_squad_id" integer NOT NULL,
	"start_round" smallint NOT NULL,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fantasy_player_points" (
	"game_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"base" double precision NOT NULL,
	"won" boolean NOT NULL,
	"points" double precision NOT NULL,
	"breakdown" jsonb NOT NULL,
	CONSTRAINT "fantasy_player_points_game_id_player_id_pk" PRIMARY KEY("game_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "fantasy_prices" (
	"league_season_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"after_round" smallint NOT NULL,
	"price_tenths" integer NOT NULL,
	CONSTRAINT "fantasy_prices_league_season_id_player_id_after_round_pk" PRIMARY KEY("league_season_id","player_id","after_round")
);
--> statement-breakpoint
CREATE TABLE "fantasy_rules" (
	"league_season_id" integer NOT NULL,
	"version" integer NOT NULL,
	"rules" jsonb NOT NULL,
	"set_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fantasy_rules_league_season_id_version_pk" PRIMARY KEY("league_season_id","version")
);
--> statement-breakpoint
CREATE TABLE "fantasy_squad_picks" (
	"squad_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"slot" text NOT NULL,
	"bench_order" smallint DEFAULT 0 NOT NULL,
	"captain" boolean DEFAULT false NOT NULL,
	"position" text NOT NULL,
	"bought_price_tenths" integer NOT NULL,
	CONSTRAINT "fantasy_squad_picks_squad_id_player_id_pk" PRIMARY KEY("squad_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "fantasy_squad_rounds" (
	"squad_id" integer NOT NULL,
	"round" smallint NOT NULL,
	"picks" jsonb NOT NULL,
	"chip" text,
	"transfers_made" smallint DEFAULT 0 NOT NULL,
	"points" double precision DEFAULT 0 NOT NULL,
	"total_after" double precision DEFAULT 0 NOT NULL,
	"rank_after" integer,
	CONSTRAINT "fantasy_squad_rounds_squad_id_round_pk" PRIMARY KEY("squad_id","round")
);
--> statement-breakpoint
CREATE TABLE "fantasy_squads" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_season_id" integer NOT NULL,
	"user_id" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"bank_tenths" integer NOT NULL,
	"joined_round" smallint NOT NULL,
	"entry_points" double precision DEFAULT 0 NOT NULL,
	"total_points" double precision DEFAULT 0 NOT NULL,
	"chips_used" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fantasy_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"squad_id" integer NOT NULL,
	"round" smallint NOT NULL,
	"player_out_id" integer NOT NULL,
	"player_in_id" integer NOT NULL,
	"sold_price_tenths" integer NOT NULL,
	"bought_price_tenths" integer NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_positions" (
	"league_season_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"position" text NOT NULL,
	"source" text NOT NULL,
	"metrics" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_positions_league_season_id_player_id_pk" PRIMARY KEY("league_season_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "fantasy_fixtures" ADD CONSTRAINT "fantasy_fixtures_league_id_fantasy_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."fantasy_leagues"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fantasy_fixtures" ADD CONSTRAINT "fantasy_fixtures_home_squad_id_fantasy_squads_id_fk" FOREIGN KEY ("home_squad_id") REFERENCES "public"."fantasy_squads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fantasy_fixtures" ADD CONSTRAINT "fantasy_fixtures_away_squad_id_fantasy_squads_id_fk" FOREIGN KEY ("away_squad_id") REFERENCES "public"."fantasy_squads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fantasy_league_members" ADD CONSTRAINT "fantasy_league_members_league_id_fantasy_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."fantasy_leagues"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fantasy_league_members" ADD CONSTRAINT "fantasy_league_members_squad_id_fantasy_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."fantasy_squads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fantasy_leagues" ADD CONSTRAINT "fantasy_leagues_league_season_id_league_seasons_id_fk" FOREIGN KEY ("league_season_id") REFERENCES "public"."league_seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fantasy_leagues" ADD CONSTRAINT "fantasy_leagues_owner_squad_id_fantasy_squads_id_fk" FOREIGN KEY ("owner_squad_id") REFERENCES "public"."fantasy_squads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fantasy_player_points" ADD CONSTRAINT "fantasy_player_points_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fantasy_player_points" ADD CONSTRAINT "fantasy_player_points_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fantasy_prices" ADD CONSTRAINT "fantasy_prices_league_season_id_league_seasons_id_fk" FOREIGN KEY ("league_season_id") REFERENCES "public"."league_seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fantasy_prices" ADD CONSTRAINT "fantasy_prices_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fantasy_rules" ADD CONSTRAINT "fantasy_rules_league_season_id_league_seasons_id_fk" FOREIGN KEY ("league_season_id") REFERENCES "public"."league_seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fantasy_squad_picks" ADD CONSTRAINT "fantasy_squad_picks_squad_id_fantasy_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."fantasy_squads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fantasy_squad_picks" ADD CONSTRAINT "fantasy_squad_picks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fantasy_squad_rounds" ADD CONSTRAINT "fantasy_squad_rounds_squad_id_fantasy_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."fantasy_squads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fantasy_squads" ADD CONSTRAINT "fantasy_squads_league_season_id_league_seasons_id_fk" FOREIGN KEY ("league_season_id") REFERENCES "public"."league_seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fantasy_squads" ADD CONSTRAINT "fantasy_squads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fantasy_transfers" ADD CONSTRAINT "fantasy_transfers_squad_id_fantasy_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."fantasy_squads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fantasy_transfers" ADD CONSTRAINT "fantasy_transfers_player_out_id_players_id_fk" FOREIGN KEY ("player_out_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fantasy_transfers" ADD CONSTRAINT "fantasy_transfers_player_in_id_players_id_fk" FOREIGN KEY ("player_in_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "player_positions" ADD CONSTRAINT "player_positions_league_season_id_league_seasons_id_fk" FOREIGN KEY ("league_season_id") REFERENCES "public"."league_seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "player_positions" ADD CONSTRAINT "player_positions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "fantasy_fixtures_league_round" ON "fantasy_fixtures" USING btree ("league_id","round");
--> statement-breakpoint
CREATE INDEX "fantasy_league_members_squad" ON "fantasy_league_members" USING btree ("squad_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "fantasy_leagues_code" ON "fantasy_leagues" USING btree ("code");
--> statement-breakpoint
CREATE INDEX "fantasy_player_points_player" ON "fantasy_player_points" USING btree ("player_id");
--> statement-breakpoint
CREATE INDEX "fantasy_squad_picks_player" ON "fantasy_squad_picks" USING btree ("player_id");
--> statement-breakpoint
CREATE INDEX "fantasy_squad_rounds_round" ON "fantasy_squad_rounds" USING btree ("round","points");
--> statement-breakpoint
CREATE INDEX "fantasy_squads_user" ON "fantasy_squads" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "fantasy_squads_ranking" ON "fantasy_squads" USING btree ("league_season_id","total_points");
--> statement-breakpoint
CREATE INDEX "fantasy_transfers_squad" ON "fantasy_transfers" USING btree ("squad_id");
--> statement-breakpoint
CREATE INDEX "fantasy_transfers_round" ON "fantasy_transfers" USING btree ("round");
