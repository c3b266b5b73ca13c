-- Extensions the schema depends on: accent-insensitive search (unaccent), trigram indexes for fuzzy and
-- LIKE search (pg_trgm), case-insensitive text (citext). PGlite loads them from its contrib bundles.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS citext;
