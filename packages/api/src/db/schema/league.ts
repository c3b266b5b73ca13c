// League data: who played whom, when, where and how. Every table hangs off a client (tenant) so two client
// leagues never see each other's data. Natural keys (the source's ids and codes) are unique so the importer
// can upsert and a second import changes nothing.
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { clients } from './accounts.ts'

/** Text per language code (`en`, `sr`, `sl`, `es`, `fr`, `ru`). */
export type LocalizedText = Partial<Record<string, string>>

/** A stage of a league season, in play order. */
export type LeaguePhase = {
  slug: 'regular-season' | 'quarterfinal' | 'semifinal' | 'final'
  kind: 'league' | 'playoff'
}

export const competitions = pgTable(
  'competitions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('competitions_client_slug').on(table.clientId, table.slug)],
)

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
  },
  (table) => [uniqueIndex('seasons_client_slug').on(table.clientId, table.slug)],
)

/** A competition played in one season, e.g. the ABA League 2022-23. */
export const leagueSeasons = pgTable(
  'league_seasons',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    /** Source code of the season in game ids (`22` in `22_6`). */
    sourceCode: text('source_code').notNull(),
    name: text('name').notNull(),
    phases: jsonb('phases').$type<LeaguePhase[]>().notNull(),
  },
  (table) => [uniqueIndex('league_seasons_competition_season').on(table.competitionId, table.seasonId)],
)

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
    /** Source player id (aba-liga.com), stable across seasons. */
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

/** A league-season stage: regular-season rounds 1..26 and each play-off round. */
export const rounds = pgTable(
  'rounds',
  {
    id: serial('id').primaryKey(),
    leagueSeasonId: integer('league_season_id')
      .notNull()
      .references(() => leagueSeasons.id, { onDelete: 'cascade' }),
    phase: text('phase').notNull(),
    number: integer('number').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('rounds_league_season_phase_number').on(table.leagueSeasonId, table.phase, table.number)],
)

export const playoffRounds = pgTable(
  'playoff_rounds',
  {
    id: serial('id').primaryKey(),
    leagueSeasonId: integer('league_season_id')
      .notNull()
      .references(() => leagueSeasons.id, { onDelete: 'cascade' }),
    /** The phase slug: `quarterfinal`, `semifinal`, `final`. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    bestOf: integer('best_of').notNull(),
  },
  (table) => [uniqueIndex('playoff_rounds_league_season_slug').on(table.leagueSeasonId, table.slug)],
)

/** A play-off series between two teams; "home" is the higher seed. */
export const playoffDuels = pgTable(
  'playoff_duels',
  {
    id: serial('id').primaryKey(),
    playoffRoundId: integer('playoff_round_id')
      .notNull()
      .references(() => playoffRounds.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => seasonTeams.id),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => seasonTeams.id),
    homeWins: integer('home_wins').notNull(),
    awayWins: integer('away_wins').notNull(),
    winnerTeamId: integer('winner_team_id').references(() => seasonTeams.id),
  },
  (table) => [uniqueIndex('playoff_duels_round_slug').on(table.playoffRoundId, table.slug)],
)

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    leagueSeasonId: integer('league_season_id')
      .notNull()
      .references(() => leagueSeasons.id, { onDelete: 'cascade' }),
    /** Source id (`22_6`); the slug is the same with `_` → `-`. */
    sourceId: text('source_id').notNull(),
    slug: text('slug').notNull(),
    /** `regular-season`, `quarterfinal`, `semifinal`, `final`. */
    phase: text('phase').notNull(),
    phaseSource: text('phase_source').notNull(),
    /** Regular season: scheduled round; play-offs: game number within the series. */
    roundNumber: integer('round_number').notNull(),
    roundId: integer('round_id').references(() => rounds.id),
    playoffDuelId: integer('playoff_duel_id').references(() => playoffDuels.id),
    /** `played`, `forfeit` (registered result, no box score) or `scheduled`. */
    status: text('status').notNull(),
    date: date('date'),
    time: text('time'),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => seasonTeams.id),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => seasonTeams.id),
    /** Club names as displayed for this game (sponsors change during a season). */
    homeTeamName: text('home_team_name').notNull(),
    awayTeamName: text('away_team_name').notNull(),
    /** Null while the game is scheduled. */
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    /** Points per period, not cumulative: q1..q4 then overtimes. */
    homePeriodScores: integer('home_period_scores').array().notNull(),
    awayPeriodScores: integer('away_period_scores').array().notNull(),
    venueId: integer('venue_id').references(() => venues.id),
    attendance: integer('attendance'),
    refereeIds: integer('referee_ids').array().notNull(),
    sourceUrl: text('source_url'),
    searchText: text('search_text').notNull(),
    /**
     * Hash of the game's box-score, play-by-play and shot rows as last imported: a re-import skips the
     * 1,500 detail rows of every game whose files did not change.
     */
    detailsFingerprint: text('details_fingerprint'),
    /**
     * iCalendar SEQUENCE and LAST-MODIFIED of the game: a trigger (0009) counts every change of date, time,
     * status, score or venue, so subscribed calendars pick up results; the import leaves both alone.
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('games_league_season_source').on(table.leagueSeasonId, table.sourceId),
    index('games_slug').on(table.slug),
    index('games_date').on(table.date),
    index('games_home_team').on(table.homeTeamId),
    index('games_away_team').on(table.awayTeamId),
  ],
)

/** One player's line in one game: every column of boxscores.csv. */
export const boxScoreLines = pgTable(
  'box_score_lines',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    seasonTeamId: integer('season_team_id')
      .notNull()
      .references(() => seasonTeams.id),
    side: text('side').notNull(),
    playerName: text('player_name').notNull(),
    jersey: text('jersey'),
    starter: boolean('starter').notNull(),
    played: boolean('played').notNull(),
    minutes: text('minutes'),
    secondsPlayed: integer('seconds_played'),
    points: smallint('points'),
    twoPointersMade: smallint('two_pointers_made'),
    twoPointersAttempted: smallint('two_pointers_attempted'),
    threePointersMade: smallint('three_pointers_made'),
    threePointersAttempted: smallint('three_pointers_attempted'),
    freeThrowsMade: smallint('free_throws_made'),
    freeThrowsAttempted: smallint('free_throws_attempted'),
    offensiveRebounds: smallint('offensive_rebounds'),
    defensiveRebounds: smallint('defensive_rebounds'),
    rebounds: smallint('rebounds'),
    assists: smallint('assists'),
    steals: smallint('steals'),
    turnovers: smallint('turnovers'),
    blocks: smallint('blocks'),
    blocksAgainst: smallint('blocks_against'),
    foulsCommitted: smallint('fouls_committed'),
    foulsDrawn: smallint('fouls_drawn'),
    plusMinus: smallint('plus_minus'),
    pir: smallint('pir'),
    pointsInPaint: smallint('points_in_paint'),
    secondChancePoints: smallint('second_chance_points'),
    fastBreakPoints: smallint('fast_break_points'),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.playerId] }),
    index('box_score_lines_player').on(table.playerId),
    index('box_score_lines_season_team').on(table.seasonTeamId),
  ],
)

/**
 * The two biggest tables (300k events, 70k shots) carry no foreign keys: each would cost a lookup and a row
 * lock per imported row (about 40 % of their import time). The importer, their only writer, resolves game,
 * team and player from rows it wrote in the same transaction.
 */
export const playByPlayEvents = pgTable(
  'play_by_play_events',
  {
    gameId: integer('game_id').notNull(),
    sequence: integer('sequence').notNull(),
    period: smallint('period').notNull(),
    /** Time remaining in the period, `MM:SS`. */
    clock: text('clock'),
    side: text('side'),
    seasonTeamId: integer('season_team_id'),
    playerId: integer('player_id'),
    event: text('event').notNull(),
    subtype: text('subtype'),
    shotValue: smallint('shot_value'),
    valueSource: text('value_source'),
    homeScore: smallint('home_score').notNull(),
    awayScore: smallint('away_score').notNull(),
    shotX: real('shot_x'),
    shotY: real('shot_y'),
    shotSequence: integer('shot_sequence'),
    inferred: boolean('inferred').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.sequence] })],
)

export const shots = pgTable(
  'shots',
  {
    gameId: integer('game_id').notNull(),
    shotSequence: integer('shot_sequence').notNull(),
    /** Blank for the few charted shots the source attributes to nobody. */
    side: text('side'),
    seasonTeamId: integer('season_team_id'),
    playerId: integer('player_id'),
    made: boolean('made').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    playByPlaySequence: integer('play_by_play_sequence'),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.shotSequence] })],
)

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    /** `match-report` for the reports the importer writes. */
    kind: text('kind').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    coverImage: text('cover_image'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'cascade' }),
    clubIds: integer('club_ids').array().notNull(),
    playerIds: integer('player_ids').array().notNull(),
    searchText: text('search_text').notNull(),
  },
  (table) => [
    uniqueIndex('news_client_slug').on(table.clientId, table.slug),
    index('news_published_at').on(table.publishedAt),
    index('news_club_ids').using('gin', table.clubIds),
    index('news_player_ids').using('gin', table.playerIds),
    index('news_search_trigram').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
)

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    url: text('url').notNull(),
    kind: text('kind').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('documents_client_slug').on(table.clientId, table.slug)],
)

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    caption: jsonb('caption').$type<LocalizedText>().notNull(),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'cascade' }),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    /** The season folder whose media.json brought the photo: a re-import of it replaces exactly these. */
    importSeasonId: integer('import_season_id').references(() => seasons.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('photos_club').on(table.clubId),
    index('photos_player').on(table.playerId),
    index('photos_game').on(table.gameId),
    index('photos_import_season').on(table.importSeasonId),
  ],
)

/** A game's video link (a recording or highlights), from a season folder's media.json. */
export const gameVideos = pgTable('game_videos', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
})
