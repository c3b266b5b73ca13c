// When and against whom: the rounds of a league season, its play-off rounds and series, and the games.
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { seasonTeams, venues } from './clubs-and-players.ts'
import { leagueSeasons } from './league-seasons.ts'

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
