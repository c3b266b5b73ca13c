// A live game's event log in the database: reading a game's setup and log, and appending one event in one
// transaction (idempotency key, expected sequence, reducer check, insert), so nothing is ever half-applied
// and a restart rebuilds the same state from the table.
import { applyEvent, LiveRuleError, stateFromLog } from '@league/live/reducer'
import type { LiveGameEvent, LoggedEvent } from '@league/live/events'
import type { GameSetup, GameSetupInput } from '@league/live/setup'
import type { LiveGameState } from '@league/live/state'
import { GameSetupSchema } from '@league/live/setup'
import { and, asc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { mainDatabaseOf, type Database } from '../db/connection.ts'
import {
  boxScoreLines,
  clubs,
  competitions,
  games,
  leagueSeasons,
  players,
  rosters,
  seasonTeams,
  venues,
} from '../db/schema/league.ts'
import { liveGameEvents, liveGames } from '../db/schema/live.ts'
import { slugify } from '../import/names/fold.ts'
import { DomainError } from '../domain-errors.ts'
import { isSameEvent } from './same-event.ts'
import { refuseFinishedGame } from './reopenings.ts'
import { NotFoundError } from '../queries/errors.ts'
import { forgetSharedLiveGame, sharedGameRead } from './shared-games.ts'
import { scoreboardOf } from './stream-resume.ts'

export type LiveGame = {
  id: number
  slug: string
  sourceId: string
  clientId: number
  /** Where the venue screens show it: the replay's venue, else the game's own; null when unknown. */
  venue: { id: number; slug: string; name: string } | null
  setup: GameSetup
  /** The run of its log (see live_games.log_run): 1 until a replay is run again. */
  logRun: number
}

const homeTeams = alias(seasonTeams, 'home_team')
const awayTeams = alias(seasonTeams, 'away_team')
const homeClubs = alias(clubs, 'home_club')
const awayClubs = alias(clubs, 'away_club')

/** The players of one side: the game's box score when it has one, else the team's season roster. */
async function rosterOf(
  database: Database,
  gameId: number,
  seasonTeamId: number,
): Promise<GameSetupInput['home']['players']> {
  const fromBoxScore = await database
    .select({ id: players.sourceId, slug: players.slug, name: players.name, number: boxScoreLines.jersey })
    .from(boxScoreLines)
    .innerJoin(players, eq(players.id, boxScoreLines.playerId))
    .where(and(eq(boxScoreLines.gameId, gameId), eq(boxScoreLines.seasonTeamId, seasonTeamId)))
  const rows =
    fromBoxScore.length > 0
      ? fromBoxScore
      : (
          await database
            .select({ id: players.sourceId, slug: players.slug, name: players.name, jerseys: rosters.jerseys })
            .from(rosters)
            .innerJoin(players, eq(players.id, rosters.playerId))
            .where(eq(rosters.seasonTeamId, seasonTeamId))
        ).map((row) => ({ id: row.id, slug: row.slug, name: row.name, number: row.jerseys.at(-1) ?? null }))
  return rows.map((row) => ({
    id: String(row.id),
    slug: row.slug,
    name: row.name,
    ...(row.number === null || row.number === '' ? {} : { number: row.number }),
  }))
}

/** A game of the client by slug (`22-6`), with what the reducer needs; 404 when the client has no such game. */
export async function findLiveGame(database: Database, clientId: number, gameSlug: string): Promise<LiveGame> {
  const [row] = await database
    .select({
      venueId: sql<number | null>`coalesce(${liveGames.venueId}, ${games.venueId})`,
      clockRate: liveGames.clockRate,
      logRun: liveGames.logRun,
      id: games.id,
      slug: games.slug,
      sourceId: games.sourceId,
      homeSeasonTeamId: games.homeTeamId,
      awaySeasonTeamId: games.awayTeamId,
      homeName: games.homeTeamName,
      awayName: games.awayTeamName,
      homeCode: homeClubs.code,
      awayCode: awayClubs.code,
    })
    .from(games)
    .innerJoin(leagueSeasons, eq(leagueSeasons.id, games.leagueSeasonId))
    .innerJoin(competitions, eq(competitions.id, leagueSeasons.competitionId))
    .innerJoin(homeTeams, eq(homeTeams.id, games.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, games.awayTeamId))
    .innerJoin(homeClubs, eq(homeClubs.id, homeTeams.clubId))
    .innerJoin(awayClubs, eq(awayClubs.id, awayTeams.clubId))
    .leftJoin(liveGames, eq(liveGames.gameId, games.id))
    .where(and(eq(games.slug, gameSlug), eq(competitions.clientId, clientId)))
    .limit(1)
  if (row === undefined) {
    throw new NotFoundError('game', gameSlug, `No game "${gameSlug}" in this league`)
  }
  const [venue] =
    row.venueId === null
      ? []
      : await database.select({ id: venues.id, name: venues.name }).from(venues).where(eq(venues.id, row.venueId))
  const setup = GameSetupSchema.parse({
    gameId: row.slug,
    home: { id: row.homeCode, name: row.homeName, players: await rosterOf(database, row.id, row.homeSeasonTeamId) },
    away: { id: row.awayCode, name: row.awayName, players: await rosterOf(database, row.id, row.awaySeasonTeamId) },
    clockRate: row.clockRate ?? 1,
  })
  return {
    id: row.id,
    slug: row.slug,
    sourceId: row.sourceId,
    clientId,
    venue: venue === undefined ? null : { ...venue, slug: slugify(venue.name) },
    setup,
    logRun: row.logRun ?? 1,
  }
}

/** The game as findLiveGame reads it, read once per moment and shared by the streams starting then. */
export function findSharedLiveGame(database: Database, clientId: number, gameSlug: string): Promise<LiveGame> {
  return sharedGameRead(database, `${clientId}:${gameSlug}`, () => findLiveGame(database, clientId, gameSlug))
}

/**
 * Makes a game live (or live again): its venue for the screens and its clock rate. A replay also clears
 * the events of its previous run; a game an operator has scored is never cleared.
 */
export async function startLiveGame(
  database: Database,
  gameId: number,
  options: { venueId: number | null; clockRate: number; clearReplay: boolean },
): Promise<void> {
  await database.transaction(async (transaction) => {
    if (options.clearReplay) {
      const [scored] = await transaction
        .select({ sequence: liveGameEvents.sequence })
        .from(liveGameEvents)
        .where(and(eq(liveGameEvents.gameId, gameId), eq(liveGameEvents.source, 'operator')))
        .limit(1)
      if (scored !== undefined) {
        throw new DomainError(
          'conflict',
          'game_scored',
          'This game has events from an operator; a replay would erase them.',
        )
      }
      await transaction.delete(liveGameEvents).where(eq(liveGameEvents.gameId, gameId))
    }
    await transaction
      .insert(liveGames)
      .values({ gameId, venueId: options.venueId, clockRate: options.clockRate })
      .onConflictDoUpdate({
        target: liveGames.gameId,
        set: {
          venueId: options.venueId,
          clockRate: options.clockRate,
          startedAt: sql`now()`,
          // A cleared log starts a new run: its sequences start at 1 again under new stream event ids.
          ...(options.clearReplay ? { logRun: sql`${liveGames.logRun} + 1` } : {}),
        },
      })
  })
  foldedStatesByDatabase.get(mainDatabaseOf(database))?.delete(gameId)
  forgetSharedLiveGame(database, gameId)
}

/** The game of a venue the screens should show: the live game there with the latest event. */
export async function currentGameOfVenue(
  database: Database,
  clientId: number,
  venueSlug: string,
): Promise<LiveGame | null> {
  const candidates = await database
    .select({
      slug: games.slug,
      venueName: venues.name,
      lastAt: sql<
        number | null
      >`(select max(${liveGameEvents.at}) from ${liveGameEvents} where ${liveGameEvents.gameId} = ${games.id})`,
    })
    .from(liveGames)
    .innerJoin(games, eq(games.id, liveGames.gameId))
    .innerJoin(venues, eq(venues.id, sql`coalesce(${liveGames.venueId}, ${games.venueId})`))
    .where(eq(venues.clientId, clientId))
  const atVenue = candidates
    .filter((candidate) => slugify(candidate.venueName) === venueSlug)
    .sort((first, second) => Number(second.lastAt ?? 0) - Number(first.lastAt ?? 0))
  const current = atVenue[0]
  return current === undefined ? null : findSharedLiveGame(database, clientId, current.slug)
}

/**
 * The client's games in progress: a live game with at least one event and no `game_end` (which no correction
 * can cancel), oldest first. The scores stream starts from them.
 */
export async function gamesInProgress(database: Database, clientId: number): Promise<LiveGame[]> {
  const rows = await database
    .select({ slug: games.slug })
    .from(liveGames)
    .innerJoin(games, eq(games.id, liveGames.gameId))
    .innerJoin(leagueSeasons, eq(leagueSeasons.id, games.leagueSeasonId))
    .innerJoin(competitions, eq(competitions.id, leagueSeasons.competitionId))
    .where(
      and(
        eq(competitions.clientId, clientId),
        sql`exists (select 1 from ${liveGameEvents} where ${liveGameEvents.gameId} = ${games.id})`,
        sql`not exists (select 1 from ${liveGameEvents} where ${liveGameEvents.gameId} = ${games.id} and ${liveGameEvents.event}->>'type' = 'game_end')`,
      ),
    )
    .orderBy(asc(liveGames.startedAt))
  return Promise.all(rows.map((row) => findLiveGame(database, clientId, row.slug)))
}

type StoredRow = typeof liveGameEvents.$inferSelect

function toLogged(row: StoredRow): LoggedEvent {
  return { sequence: row.sequence, at: row.at, event: row.event }
}

export async function readLog(database: Pick<Database, 'select'>, gameId: number): Promise<LoggedEvent[]> {
  const rows = await database
    .select()
    .from(liveGameEvents)
    .where(eq(liveGameEvents.gameId, gameId))
    .orderBy(asc(liveGameEvents.sequence))
  return rows.map(toLogged)
}

/**
 * States already folded, per game: a POST only reads the events after the cached sequence. Another API
 * instance may have appended since, so the cache is only a starting point, never trusted for the tail.
 * Kept per main database, so the live-write lane and the readers share it (a replay's reset clears both).
 */
const foldedStatesByDatabase = new WeakMap<Database, Map<number, LiveGameState>>()

function foldedStates(database: Database): Map<number, LiveGameState> {
  const main = mainDatabaseOf(database)
  const states = foldedStatesByDatabase.get(main) ?? new Map<number, LiveGameState>()
  foldedStatesByDatabase.set(main, states)
  return states
}

/**
 * The game's state from its stored log. `reader` is the transaction when called inside one; the cache
 * belongs to `database`.
 */
export async function currentState(
  database: Database,
  game: LiveGame,
  reader: Pick<Database, 'select'> = database,
): Promise<LiveGameState> {
  const cached = foldedStates(database).get(game.id)
  const after = cached?.sequence ?? 0
  const rows = await reader
    .select()
    .from(liveGameEvents)
    .where(and(eq(liveGameEvents.gameId, game.id), sql`${liveGameEvents.sequence} > ${after}`))
    .orderBy(asc(liveGameEvents.sequence))
  let state = cached !== undefined && cached.setup.clockRate === game.setup.clockRate ? cached : undefined
  if (state === undefined) {
    state = stateFromLog(game.setup, await readLog(reader, game.id))
  } else {
    for (const row of rows) {
      state = applyEvent(state, toLogged(row))
    }
  }
  foldedStates(database).set(game.id, state)
  return state
}

const wentLiveListeners = new Set<(gameSlug: string) => void>()

/**
 * Calls `listener` with a game's slug when its first event is stored (a game starting, or a replay of a
 * finished one): its pages must switch to their live header. Returns the function that stops listening.
 */
export function onGameWentLive(listener: (gameSlug: string) => void): () => void {
  wentLiveListeners.add(listener)
  return () => wentLiveListeners.delete(listener)
}

export type AppendRequest = {
  idempotencyKey: string
  expectedSequence: number
  event: LiveGameEvent
  authorUserId: number | null
  source: 'operator' | 'replay'
  /**
   * When the event happened (server time, ms), for a replay, which knows it from the game's timeline; an
   * operator's event happens when it is stored. Never earlier than the log's last event either way.
   */
  at?: number
}

export type AppendResult =
  | { outcome: 'stored'; logged: LoggedEvent; state: LiveGameState }
  | { outcome: 'duplicate'; logged: LoggedEvent; state: LiveGameState }
  | { outcome: 'stale'; state: LiveGameState }

/**
 * Appends one event: a known idempotency key answers the stored event (and refuses a different event under
 * that key); an operator's event on a finished game the league has not reopened is a 422 (reopenings.ts); an
 * expected sequence that is not the log's last is stale; an event the rules refuse is a 422 with the
 * scorer's message. One transaction holds the game's advisory lock, so two writers never interleave.
 */
export async function appendEvent(
  database: Database,
  game: LiveGame,
  request: AppendRequest,
  now: () => number,
  demoClock?: Parameters<typeof refuseFinishedGame>[2],
): Promise<AppendResult> {
  const result = await database.transaction(async (transaction): Promise<AppendResult> => {
    await transaction.execute(sql`select pg_advisory_xact_lock(${game.id})`)
    const [existing] = await transaction
      .select()
      .from(liveGameEvents)
      .where(and(eq(liveGameEvents.gameId, game.id), eq(liveGameEvents.idempotencyKey, request.idempotencyKey)))
      .limit(1)
    if (existing === undefined && request.source === 'operator') {
      await refuseFinishedGame(transaction, game.id, demoClock)
    }
    const state = await currentState(database, game, transaction)
    if (existing !== undefined) {
      const logged = toLogged(existing)
      // A key names one event: answering the old event to a different one would let the console believe
      // its new event was recorded.
      if (!isSameEvent(logged.event, request.event)) {
        throw new DomainError(
          'refused',
          'idempotency_key_reused',
          `This idempotency key was already used for another event (event ${logged.sequence}, ` +
            `${logged.event.type}); send this event with a new key.`,
        )
      }
      return { outcome: 'duplicate', logged, state }
    }
    if (request.expectedSequence !== state.sequence) {
      return { outcome: 'stale', state }
    }
    const logged: LoggedEvent = {
      sequence: state.sequence + 1,
      // Never earlier than the last event, even if this instance's clock is a little behind another's.
      at: Math.max(request.at ?? now(), state.lastEventAt ?? 0),
      event: request.event,
    }
    let next: LiveGameState
    try {
      next = applyEvent(state, logged)
    } catch (error) {
      if (error instanceof LiveRuleError) {
        throw new DomainError('refused', error.code, error.message)
      }
      throw error
    }
    if (logged.sequence === 1) {
      // The first event makes the game live: the venue screens find it from now on.
      await transaction
        .insert(liveGames)
        .values({ gameId: game.id, clockRate: game.setup.clockRate })
        .onConflictDoNothing()
    }
    await transaction.insert(liveGameEvents).values({
      gameId: game.id,
      sequence: logged.sequence,
      idempotencyKey: request.idempotencyKey,
      event: logged.event,
      at: logged.at,
      authorUserId: request.authorUserId,
      source: request.source,
      scoreboard: scoreboardOf(next),
    })
    return { outcome: 'stored', logged, state: next }
  })
  // Cached only once committed, so a failed insert never leaves an event in memory that the table lacks.
  if (result.outcome === 'stored') {
    foldedStates(database).set(game.id, result.state)
    if (result.logged.sequence === 1) {
      for (const listener of wentLiveListeners) {
        listener(game.slug)
      }
    }
  }
  return result
}

/** Forgets a database's folded states, as a restarted instance would have none. */
export function forgetFoldedStates(database: Database): void {
  foldedStatesByDatabase.delete(mainDatabaseOf(database))
}
