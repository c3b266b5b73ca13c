// Live games: the operators who may score a client's games, and each game's append-only event log.
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import type { LiveGameEvent } from '@league/live/events'
import type { LiveGameState } from '@league/live/state'
import type { LiveStreamEvent } from '../../contract/live.ts'
import type { ScreensDirectiveRequest } from '../../contract/screens.ts'
import { clients, users } from './accounts.ts'
import { games, venues } from './league.ts'

/** The `operator` role: a user who may post live events for one client's games. */
export const clientOperators = pgTable(
  'client_operators',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.userId] })],
)

/** What a stream event needs of the state right after its event, kept with the event. */
export type StoredScoreboard = {
  home: LiveStreamEvent['home']
  away: LiveStreamEvent['away']
  clocks: Pick<LiveGameState, 'period' | 'phase' | 'gameClock' | 'shotClock'>
}

/**
 * One row per accepted live event, never updated or deleted (a correction is a new event). `sequence`
 * numbers a game's events 1, 2, …; the primary key makes two writers of the same number impossible, and
 * the idempotency key makes a retried POST find the event it already stored.
 */
export const liveGameEvents = pgTable(
  'live_game_events',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    event: jsonb('event').$type<LiveGameEvent>().notNull(),
    /** Server time the event was stored, in ms since 1970: the reducer's only clock. */
    at: bigint('at', { mode: 'number' }).notNull(),
    /** The operator who posted it; null for a replay run by the server. */
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `operator` or `replay`. */
    source: text('source').notNull(),
    /**
     * The scoreboard right after this event (both sides, the clocks' anchors), written with it: a stream
     * resumed after sequence N reads the rows after N and sends them as they were, without re-applying the
     * log. Null for events stored before it existed (such a resume falls back to a snapshot).
     */
    scoreboard: jsonb('scoreboard').$type<StoredScoreboard>(),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.sequence] }),
    unique('live_game_events_game_idempotency_key').on(table.gameId, table.idempotencyKey),
    index('live_game_events_at').on(table.at),
  ],
)

/**
 * A game that has gone live: where it is played for the venue screens (a replay may put it on another
 * venue) and how fast its clock runs against server time (1, or a replay's speed), which the reducer needs
 * to rebuild the same clocks after a restart.
 */
export const liveGames = pgTable('live_games', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  venueId: integer('venue_id').references(() => venues.id, { onDelete: 'set null' }),
  clockRate: real('clock_rate').notNull().default(1),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Which run of the game's log this is: a replay run again clears the log and starts its sequences at 1
   * again, so stream event ids carry the run (`<game>:<run>:<sequence>`) and never name two events.
   */
  logRun: integer('log_run').notNull().default(1),
})

/**
 * What the operator shows on a game's broadcast and tv-stats screens: one row per game, replaced by each
 * PUT. `revision` grows by one each time, so a screen that hears two directives keeps the newer.
 */
export const liveGameScreens = pgTable('live_game_screens', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  directive: jsonb('directive').$type<ScreensDirectiveRequest>().notNull(),
  revision: integer('revision').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
})

/**
 * A finished game put back in an operator's hands by the league (`league-api game reopen`), with who asked
 * and why: a game with an official result takes no operator event without an open reopening, so a scorer
 * can never overwrite a result by mistake or on purpose. `closedAt` is set when the next `game_end` writes
 * the result again.
 */
export const gameReopenings = pgTable(
  'game_reopenings',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    reopenedBy: text('reopened_by').notNull(),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [index('game_reopenings_game_id').on(table.gameId)],
)
