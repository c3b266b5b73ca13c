CREATE TABLE "client_operators" (
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_operators_client_id_user_id_pk" PRIMARY KEY("client_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_game_events" (
	"game_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"event" jsonb NOT NULL,
	"at" bigint NOT NULL,
	"author_user_id" integer,
	"source" text NOT NULL,
	CONSTRAINT "live_game_events_game_id_sequence_pk" PRIMARY KEY("game_id","sequence"),
	CONSTRAINT "live_game_events_game_idempotency_key" UNIQUE("game_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "live_games" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"venue_id" integer,
	"clock_rate" real DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_operators" ADD CONSTRAINT "client_operators_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_operators" ADD CONSTRAINT "client_operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_game_events" ADD CONSTRAINT "live_game_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_game_events" ADD CONSTRAINT "live_game_events_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_games" ADD CONSTRAINT "live_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_games" ADD CONSTRAINT "live_games_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_game_events_at" ON "live_game_events" USING btree ("at");