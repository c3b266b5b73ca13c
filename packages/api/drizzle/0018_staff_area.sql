-- The staff area: seasons set up from zero, news written in the browser, documents with versions, photo
-- galleries, headshots. Files themselves are rows of uploaded_files (0017), taken in by one upload pipeline.
--
-- A league season staff create is a draft (hidden from fans) until they publish it; its schedule is written
-- as rounds and games while it is a draft, so publishing flips one flag and nothing is copied. `format` says
-- how it is played (contract/staff-seasons.ts); imported seasons have none.
ALTER TABLE "league_seasons" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "league_seasons" ADD COLUMN "format" jsonb;
--> statement-breakpoint
ALTER TABLE "league_seasons" ADD COLUMN "published_at" timestamp with time zone;
--> statement-breakpoint
-- News staff write: a draft or published (a future published_at is a scheduled item), the document per
-- language as sanitised HTML (body keeps the plain text for search and notifications), who wrote it, and
-- when followers were notified (once, when the item first goes out, also for a scheduled one).
ALTER TABLE "news" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "body_html" jsonb;
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "cover_file_id" uuid;
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "created_by" integer;
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- Set when staff edit an item (a generated match report too): a re-import then leaves the item alone.
ALTER TABLE "news" ADD COLUMN "edited_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "notified_at" timestamp with time zone;
--> statement-breakpoint
-- Documents: a category (regulations, bylaws, forms, media) and versions; the page shows the newest.
ALTER TABLE "documents" ADD COLUMN "category" text DEFAULT 'regulations' NOT NULL;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"note" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_document_version" ON "document_versions" USING btree ("document_id","version");
--> statement-breakpoint
-- Photo galleries: each hangs off at most one game, club, player or news item (none: a general gallery).
CREATE TABLE "galleries" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"game_id" integer,
	"club_id" integer,
	"player_id" integer,
	"news_id" integer,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "galleries_client_slug" ON "galleries" USING btree ("client_id","slug");
--> statement-breakpoint
-- A staff photo: its gallery, the uploaded original's id (the responsive sizes are stored beside it, see
-- uploads/), its size, alt text per language and credit. Imported photos keep their url and have none.
ALTER TABLE "photos" ADD COLUMN "gallery_id" integer;
--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "photos_gallery" ON "photos" USING btree ("gallery_id");
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "file_id" uuid;
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "alt" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "credit" text;
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "width" integer;
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "height" integer;
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A player's headshot, uploaded by staff: an uploaded_files id, served publicly like an approved crest.
ALTER TABLE "players" ADD COLUMN "headshot_file_id" uuid;
