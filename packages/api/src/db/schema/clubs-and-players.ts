// Who plays: venues and referees, clubs (stable across seasons) and their teams per league season, players
// and the rosters that put them on a season team's game sheets.
import { sql } from 'drizzle-orm'
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { clients } from './accounts.ts'
import { leagueSeasons } from './league-seasons.ts'

export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    capacity: integer('capacity'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    location: text('location'),
  },
  (table) => [uniqueIndex('venues_client_name').on(table.clientId, table.name)],
)

export const referees = pgTable(
  'referees',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('referees_client_name').on(table.clientId, table.name)],
)

/** A club, stable across seasons; its display name per season lives on season_teams. */
export const clubs = pgTable(
  'clubs',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Source club code (`CZV`), stable across seasons. */
    code: text('code').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    otherNames: text('other_names').array().notNull(),
    /** Folded spellings (see import/names/search-fold.ts) for diacritic- and script-insensitive search. */
    searchText: text('search_text').notNull(),
    /** The crest from an approved team application: an `uploaded_files` id, served publicly. */
    crestFileId: uuid('crest_file_id'),
    /** Club colours as `#rrggbb`, from an approved team application. */
    colours: jsonb('colours').$type<{ primary: string; secondary: string }>(),
  },
  (table) => [
    uniqueIndex('clubs_client_code').on(table.clientId, table.code),
    uniqueIndex('clubs_client_slug').on(table.clientId, table.slug),
    index('clubs_search_trigram').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
)

/** A club in one league season, under that season's display name. */
export const seasonTeams = pgTable(
  'season_teams',
  {
    id: serial('id').primaryKey(),
    leagueSeasonId: integer('league_season_id')
      .notNull()
      .references(() => leagueSeasons.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    otherNames: text('other_names').array().notNull(),
    /** `active` or `disqualified` (all games registered as forfeits). */
    status: text('status').notNull(),
    homeVenueId: integer('home_venue_id').references(() => venues.id),
  },
  (table) => [uniqueIndex('season_teams_league_season_club').on(table.leagueSeasonId, table.clubId)],
)

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /**
     * Source player id (aba-liga.com), stable across seasons. A player registered by a team application has
     * no source id: he gets his own id negated (`-id`), never a source's, because the live console and the
     * final box score key players by source id.
     */
    sourceId: integer('source_id').notNull(),
    slug: text('slug').notNull(),
    /** Real spelling with diacritics, e.g. "Stefan Đorđević". */
    name: text('name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Spelling of the box score, ASCII-folded, e.g. "Stefan Dzordzevic". */
    asciiName: text('ascii_name').notNull(),
    /** Spelling of the play-by-play, e.g. "ĐORĐEVIĆ S". */
    playByPlayName: text('play_by_play_name').notNull(),
    spellings: text('spellings').array().notNull(),
    searchText: text('search_text').notNull(),
    /** What a club's team application said of the player; null for players known only from the data. */
    birthDate: date('birth_date'),
    /** ISO 3166-1 alpha-2 code, e.g. `RS`. */
    nationality: text('nationality'),
    heightCm: integer('height_cm'),
    /** PG, SG, SF, PF or C. */
    position: text('position'),
    /** The headshot staff uploaded: an `uploaded_files` id, served publicly; initials stand in without one. */
    headshotFileId: uuid('headshot_file_id'),
  },
  (table) => [
    uniqueIndex('players_client_source').on(table.clientId, table.sourceId),
    uniqueIndex('players_client_slug').on(table.clientId, table.slug),
    index('players_search_trigram').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
)

/** A player on a season team's game sheets. */
export const rosters = pgTable(
  'rosters',
  {
    seasonTeamId: integer('season_team_id')
      .notNull()
      .references(() => seasonTeams.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    jerseys: text('jerseys').array().notNull(),
    gamesDressed: integer('games_dressed').notNull(),
    gamesPlayed: integer('games_played').notNull(),
    firstGame: date('first_game'),
    lastGame: date('last_game'),
  },
  (table) => [primaryKey({ columns: [table.seasonTeamId, table.playerId] })],
)
