// The fantasy game: its rules per league season, each player's derived position and price, the fans' squads
// (current picks, one snapshot per scored round, transfers), the points each player scored in each game, and
// private leagues with their head-to-head fixtures. Credits are stored in tenths (integer) so that a budget
// of 100.0 never drifts through floating point; points are rounded to hundredths in code before storing.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { FantasyChip, FantasyPosition, FantasySlot } from '@league/stats/fantasy/rules'
import { users } from './accounts.ts'
import { players } from './clubs-and-players.ts'
import { leagueSeasons } from './league-seasons.ts'
import { games } from './schedule.ts'

export type { FantasyChip, FantasyPosition, FantasySlot }

/**
 * The rules of one league season's fantasy game, versioned: the highest version applies, older versions stay
 * for the record. `rules` holds `FantasyGameRules` of `@league/stats/fantasy/rules` as JSON.
 */
export const fantasyRules = pgTable(
  'fantasy_rules',
  {
    leagueSeasonId: integer('league_season_id')
      .notNull()
      .references(() => leagueSeasons.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull(),
    /** Who set this version: `default`, `cli`, or a staff member's user uuid. */
    setBy: text('set_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.leagueSeasonId, table.version] })],
)

/** A player's position in one league season: the classifier's answer, or a staff override. */
export const playerPositions = pgTable(
  'player_positions',
  {
    leagueSeasonId: integer('league_season_id')
      .notNull()
      .references(() => leagueSeasons.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    position: text('position').$type<FantasyPosition>().notNull(),
    /** `classifier` or `staff`; a re-run of the classifier never overwrites a staff override. */
    source: text('source').$type<'classifier' | 'staff'>().notNull(),
    /** The per-minute rates the classifier read, to explain its answer. */
    metrics: jsonb('metrics').$type<Record<string, number>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.leagueSeasonId, table.playerId] })],
)

/** A player's price in tenths of a credit: round 0 is the opening price, round N the price after round N. */
export const fantasyPrices = pgTable(
  'fantasy_prices',
  {
    leagueSeasonId: integer('league_season_id')
      .notNull()
      .references(() => leagueSeasons.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Sequence number of the fantasy round after which this price holds (0 = opening price). */
    afterRound: smallint('after_round').notNull(),
    priceTenths: integer('price_tenths').notNull(),
  },
  (table) => [primaryKey({ columns: [table.leagueSeasonId, table.playerId, table.afterRound] })],
)

/** The fantasy points a player scored in one game, with the parts that explain them. */
export const fantasyPlayerPoints = pgTable(
  'fantasy_player_points',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Base points (before win bonus and role), e.g. the PIR. */
    base: doublePrecision('base').notNull(),
    won: boolean('won').notNull(),
    /** Points of a starter: base × win multiplier. Role multipliers are applied per squad. */
    points: doublePrecision('points').notNull(),
    /** The lines of the explanation (`FantasyPointsBreakdown` of `@league/stats/fantasy/points`). */
    breakdown: jsonb('breakdown').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.playerId] }),
    index('fantasy_player_points_player').on(table.playerId),
  ],
)

/** A fan's squad (up to three per account and league season), or a simulated demo manager's. */
export const fantasySquads = pgTable(
  'fantasy_squads',
  {
    id: serial('id').primaryKey(),
    leagueSeasonId: integer('league_season_id')
      .notNull()
      .references(() => leagueSeasons.id, { onDelete: 'cascade' }),
    /** Null for a simulated demo manager, who is never counted as a real user. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    isDemo: boolean('is_demo').notNull().default(false),
    name: text('name').notNull(),
    /** Bumped by every change; a save naming an older version is refused (two tabs never overwrite). */
    version: integer('version').notNull().default(1),
    /** Credits in the bank, in tenths. */
    bankTenths: integer('bank_tenths').notNull(),
    /** Sequence number of the first fantasy round the squad plays. */
    joinedRound: smallint('joined_round').notNull(),
    /** The average score given to a late joiner for the rounds before `joinedRound`. */
    entryPoints: doublePrecision('entry_points').notNull().default(0),
    totalPoints: doublePrecision('total_points').notNull().default(0),
    /** Chip → the round sequence it was played in. */
    chipsUsed: jsonb('chips_used').$type<Partial<Record<FantasyChip, number>>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fantasy_squads_user').on(table.userId),
    index('fantasy_squads_ranking').on(table.leagueSeasonId, table.totalPoints),
  ],
)

/** The squad's current ten players and where each stands. */
export const fantasySquadPicks = pgTable(
  'fantasy_squad_picks',
  {
    squadId: integer('squad_id')
      .notNull()
      .references(() => fantasySquads.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    slot: text('slot').$type<FantasySlot>().notNull(),
    /** Order on the bench (0 for the court and the sixth man). */
    benchOrder: smallint('bench_order').notNull().default(0),
    captain: boolean('captain').notNull().default(false),
    position: text('position').$type<FantasyPosition>().notNull(),
    boughtPriceTenths: integer('bought_price_tenths').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.squadId, table.playerId] }),
    index('fantasy_squad_picks_player').on(table.playerId),
  ],
)

/** One pick as kept in a round's snapshot. */
export type FantasySnapshotPick = {
  playerId: number
  slot: FantasySlot
  captain: boolean
  position: FantasyPosition
}

/** A squad in one round: the lineup that counted, the chip played, transfers made, and the points. */
export const fantasySquadRounds = pgTable(
  'fantasy_squad_rounds',
  {
    squadId: integer('squad_id')
      .notNull()
      .references(() => fantasySquads.id, { onDelete: 'cascade' }),
    /** The fantasy round's sequence number in the league season (1, 2, … across regular season and play-offs). */
    round: smallint('round').notNull(),
    picks: jsonb('picks').$type<FantasySnapshotPick[]>().notNull(),
    chip: text('chip').$type<FantasyChip>(),
    transfersMade: smallint('transfers_made').notNull().default(0),
    /** Transfers beyond the free ones cost nothing in ELF; kept to show "3 of 3 used". */
    points: doublePrecision('points').notNull().default(0),
    /** Total after this round, for a manager's history and rank movement. */
    totalAfter: doublePrecision('total_after').notNull().default(0),
    rankAfter: integer('rank_after'),
  },
  (table) => [
    primaryKey({ columns: [table.squadId, table.round] }),
    index('fantasy_squad_rounds_round').on(table.round, table.points),
  ],
)

/** A transfer: who left and who came, in which round, at what prices. */
export const fantasyTransfers = pgTable(
  'fantasy_transfers',
  {
    id: serial('id').primaryKey(),
    squadId: integer('squad_id')
      .notNull()
      .references(() => fantasySquads.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull(),
    playerOutId: integer('player_out_id')
      .notNull()
      .references(() => players.id),
    playerInId: integer('player_in_id')
      .notNull()
      .references(() => players.id),
    soldPriceTenths: integer('sold_price_tenths').notNull(),
    boughtPriceTenths: integer('bought_price_tenths').notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('fantasy_transfers_squad').on(table.squadId), index('fantasy_transfers_round').on(table.round)],
)

/** A private league: all-vs-all (a ranking of its members) or head-to-head (fixtures each round). */
export const fantasyLeagues = pgTable(
  'fantasy_leagues',
  {
    id: serial('id').primaryKey(),
    leagueSeasonId: integer('league_season_id')
      .notNull()
      .references(() => leagueSeasons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The invite code a manager types to join (unguessable, case-insensitive, stored upper-case). */
    code: text('code').notNull(),
    kind: text('kind').$type<'all-vs-all' | 'head-to-head'>().notNull(),
    ownerSquadId: integer('owner_squad_id')
      .notNull()
      .references(() => fantasySquads.id, { onDelete: 'cascade' }),
    /** Round sequence number from which it counts; head-to-head fixtures are generated from it on start. */
    startRound: smallint('start_round').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('fantasy_leagues_code').on(table.code)],
)

export const fantasyLeagueMembers = pgTable(
  'fantasy_league_members',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => fantasyLeagues.id, { onDelete: 'cascade' }),
    squadId: integer('squad_id')
      .notNull()
      .references(() => fantasySquads.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.squadId] }),
    index('fantasy_league_members_squad').on(table.squadId),
  ],
)

/** A head-to-head fixture; a null squad is the average-scoring bot that makes an odd league even. */
export const fantasyFixtures = pgTable(
  'fantasy_fixtures',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => fantasyLeagues.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull(),
    homeSquadId: integer('home_squad_id').references(() => fantasySquads.id, { onDelete: 'cascade' }),
    awaySquadId: integer('away_squad_id').references(() => fantasySquads.id, { onDelete: 'cascade' }),
    homePoints: doublePrecision('home_points'),
    awayPoints: doublePrecision('away_points'),
    /** `home`, `away` or `draw` once the round is scored. */
    result: text('result').$type<'home' | 'away' | 'draw'>(),
  },
  (table) => [index('fantasy_fixtures_league_round').on(table.leagueId, table.round)],
)

/**
 * The demo clock as advanced by `league-api demo advance` (one row): it overrides `DEMO_AS_OF` after a
 * restart, so a visitor's demo season goes on where it was.
 */
export const demoClock = pgTable('demo_clock', {
  id: smallint('id').primaryKey().default(1),
  asOf: timestamp('as_of', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
