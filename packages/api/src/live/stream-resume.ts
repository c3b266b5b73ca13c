// What a stream sends when it starts: the events after a client's Last-Event-ID, read by sequence from the
// log with the scoreboard stored beside each (nothing is re-applied), or the whole state as a snapshot whose
// JSON is built once per state and shared by every connection that starts while it is current.
import { readClocks } from '@league/live/clock'
import type { LoggedEvent } from '@league/live/events'
import type { GameSetup } from '@league/live/setup'
import type { LiveGameState } from '@league/live/state'
import { and, asc, eq, gte } from 'drizzle-orm'
import type { LiveStreamEvent } from '../contract/live.ts'
import type { Database } from '../db/connection.ts'
import { liveGameEvents, liveGames, type StoredScoreboard } from '../db/schema/live.ts'

/** What reading a game's stream events needs of it (a LiveGame of game-log.ts, which writes the log). */
type GameOfLog = { id: number; setup: GameSetup; logRun: number }

/** Where a client's stream stood: the game, the run of its log and the last sequence it has. */
export type StreamPosition = { gameId: string; run: number; sequence: number }

/** `22-6:1:57`: a venue stream spans games, so ids name the game; a replay run again starts a new run. */
export function streamEventId(event: Pick<LiveStreamEvent, 'gameId' | 'run' | 'event'>): string {
  return `${event.gameId}:${event.run ?? 1}:${event.event.sequence}`
}

/** The position a Last-Event-ID names; null for anything else (an id of before runs, a malformed one). */
export function parseStreamEventId(id: string | undefined): StreamPosition | null {
  const match = id === undefined ? null : /^([^:]+):(\d{1,9}):(\d{1,9})$/.exec(id)
  if (match === null) {
    return null
  }
  return { gameId: match[1] ?? '', run: Number(match[2]), sequence: Number(match[3]) }
}

function sideOf(team: LiveGameState['home']): StoredScoreboard['home'] {
  return {
    score: team.score,
    periodScores: team.periodScores,
    inPenalty: team.inPenalty,
    timeoutsLeft: team.timeoutsLeft,
  }
}

/** What the stream event of the event that led to `state` shows; stored with the event. */
export function scoreboardOf(state: LiveGameState): StoredScoreboard {
  const { period, phase, gameClock, shotClock } = state
  return { home: sideOf(state.home), away: sideOf(state.away), clocks: { period, phase, gameClock, shotClock } }
}

/** The stream event of `logged`, with the scoreboard right after it and the clocks read at `now`. */
export function streamEventFrom(
  game: Pick<GameOfLog, 'setup' | 'logRun'>,
  logged: LoggedEvent,
  scoreboard: StoredScoreboard,
  now: number,
): LiveStreamEvent {
  return {
    gameId: game.setup.gameId,
    run: game.logRun,
    event: logged,
    home: scoreboard.home,
    away: scoreboard.away,
    clocks: readClocks({ setup: game.setup, ...scoreboard.clocks }, now),
    serverTime: now,
  }
}

/**
 * The game's run and its events from `sequence` on, oldest first: one row with no event when there are none.
 * `game_id = id and sequence >= n` is a range of the primary key (game_id, sequence).
 */
export function resumeQuery(database: Pick<Database, 'select'>, gameId: number, sequence: number) {
  return database
    .select({
      run: liveGames.logRun,
      sequence: liveGameEvents.sequence,
      at: liveGameEvents.at,
      event: liveGameEvents.event,
      scoreboard: liveGameEvents.scoreboard,
    })
    .from(liveGames)
    .leftJoin(liveGameEvents, and(eq(liveGameEvents.gameId, liveGames.gameId), gte(liveGameEvents.sequence, sequence)))
    .where(eq(liveGames.gameId, gameId))
    .orderBy(asc(liveGameEvents.sequence))
}

/**
 * The events after `from`, oldest first, when `from` names an event of the game's current run; null when it
 * cannot be resumed from (another run, a sequence the log does not have, events stored before scoreboards
 * were kept): the stream then starts from a snapshot. One query, by the primary key (game_id, sequence):
 * the row at `from.sequence` (proof the client's event is this run's) and those after it, with the run.
 */
export async function eventsAfter(
  database: Pick<Database, 'select'>,
  game: GameOfLog,
  from: StreamPosition,
  now: number,
): Promise<LiveStreamEvent[] | null> {
  const rows = await resumeQuery(database, game.id, from.sequence)
  const [first] = rows
  if (first === undefined || first.run !== from.run) {
    return null
  }
  const run = { setup: game.setup, logRun: first.run }
  const events: LiveStreamEvent[] = []
  let expected = from.sequence === 0 ? 1 : from.sequence
  for (const row of rows) {
    if (row.sequence === null) {
      // No event at or after the position: a client that has everything when it is 0, else one from ahead.
      return from.sequence === 0 ? [] : null
    }
    if (row.sequence !== expected || row.at === null || row.event === null || row.scoreboard === null) {
      return null
    }
    if (row.sequence > from.sequence) {
      events.push(streamEventFrom(run, { sequence: row.sequence, at: row.at, event: row.event }, row.scoreboard, now))
    }
    expected += 1
  }
  return events
}

// The snapshot's JSON without its clocks, per folded state: the state object stays the same while no event
// comes (see currentState), so every connection of that moment shares one serialisation of the whole state
// (its log included), and the entry goes with the state.
const stateJson = new WeakMap<LiveGameState, string>()

/** The `snapshot` message's data (the state with its clocks read at `now`) as JSON. */
export function snapshotJson(state: LiveGameState, now: number): string {
  let json = stateJson.get(state)
  if (json === undefined) {
    json = JSON.stringify(state)
    stateJson.set(state, json)
  }
  // Same as JSON.stringify({ ...state, clocks }): the state has no `clocks` of its own.
  return `${json.slice(0, -1)},"clocks":${JSON.stringify(readClocks(state, now))}}`
}
