-- unaccent() is only STABLE (its dictionary could change), so it cannot back an index. This wrapper pins
-- the dictionary and declares itself IMMUTABLE, which lets names be indexed accent-free.
CREATE OR REPLACE FUNCTION f_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS players_name_unaccent ON players USING gin (to_tsvector('simple', f_unaccent(name)));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS clubs_name_unaccent ON clubs USING gin (to_tsvector('simple', f_unaccent(name)));
