// The official record of a game: its event log, from wherever the game was recorded. A game scored live (or
// replayed to its end) has its events in the live log; a game only imported has its play-by-play, which is
// turned into the same events a scorer would have sent (@league/live/play-by-play, as a replay does), so the
// feed and the scoresheet read one kind of log whatever the source.
import { convertPlayByPlay } from '@league/live/play-by-play'
import type { LoggedEvent } from '@league/live/events'
import { stateFromLog } from '@league/live/reducer'
import type { LiveGameState } from '@league/live/state'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/connection.ts'
import { games } from '../db/schema/league.ts'
import { liveGameEvents } from '../db/schema/live.ts'
import { currentState, findLiveGame, type LiveGame } from '../live/game-log.ts'
import { playByPlayRows } from '../live/replay.ts'

/** `live`: the events an operator (or a replay) stored; `play-by-play`: the imported play-by-play converted. */
export type RecordSource = 'live' | 'play-by-play'

export type GameRecord = {
  game: LiveGame
  source: RecordSource
  /** The run of the live log (a replay run again starts a new one); 1 for the play-by-play. */
  run: number
  log: LoggedEvent[]
  /** The state after the whole log: box score, fouls, timeouts, period scores. */
  state: LiveGameState
}

/** Tip-off as a timestamp (the game's date and time, read as UTC), so converted events have a time of day. */
async function tipOff(database: Database, gameId: number): Promise<number> {
  const [row] = await database.select({ date: games.date, time: games.time }).from(games).where(eq(games.id, gameId))
  const at = Date.parse(`${row?.date ?? '1970-01-01'}T${row?.time ?? '00:00'}:00Z`)
  return Number.isNaN(at) ? 0 : at
}

/** The imported play-by-play as a log, with the imported points per period as the official score. */
async function playByPlayLog(database: Database, game: LiveGame): Promise<LoggedEvent[]> {
  const rows = await playByPlayRows(database, game.id)
  if (rows.length === 0) {
    return []
  }
  const [official] = await database
    .select({ home: games.homePeriodScores, away: games.awayPeriodScores })
    .from(games)
    .where(eq(games.id, game.id))
  const start = await tipOff(database, game.id)
  const { events } = convertPlayByPlay({ ...game.setup, clockRate: 1 }, rows, official)
  return events.map((timed, index) => ({ sequence: index + 1, at: start + timed.gameTimeMs, event: timed.event }))
}

function isFinished(log: readonly LoggedEvent[]): boolean {
  return log.some((logged) => logged.event.type === 'game_end')
}

/** Whether an operator scored the game (a reopened game too): then the live log is the record, ended or not. */
async function scoredByOperator(database: Database, gameId: number): Promise<boolean> {
  const [row] = await database
    .select({ sequence: liveGameEvents.sequence })
    .from(liveGameEvents)
    .where(and(eq(liveGameEvents.gameId, gameId), eq(liveGameEvents.source, 'operator')))
    .limit(1)
  return row !== undefined
}

/**
 * The game's record. `prefer: 'live'` (the feed) takes the live log whenever it has events, so a follower's
 * sequences are the stream's; `prefer: 'finished'` (the scoresheet) takes the live log when an operator scored
 * the game or a replay ended it, and the play-by-play of a game only part replayed. 404 for a game the client
 * does not have.
 */
export async function gameRecord(
  database: Database,
  clientId: number,
  gameSlug: string,
  prefer: 'live' | 'finished',
): Promise<GameRecord> {
  const game = await findLiveGame(database, clientId, gameSlug)
  // The live state as the live routes keep it (folded once, then only the new events are read): a poll of
  // the feed reads the tail of the log, not all of it. Its `log` is every event stored.
  const live = await currentState(database, game)
  const liveRecord: GameRecord = { game, source: 'live', run: game.logRun, log: live.log, state: live }
  const useLive =
    prefer === 'live'
      ? live.log.length > 0
      : isFinished(live.log) || (live.log.length > 0 && (await scoredByOperator(database, game.id)))
  if (useLive) {
    return liveRecord
  }
  const converted = await playByPlayLog(database, game)
  if (converted.length === 0) {
    // Neither finished nor imported: the live log as far as it goes (empty before tip-off).
    return liveRecord
  }
  const setup = { ...game.setup, clockRate: 1 }
  return {
    game: { ...game, setup },
    source: 'play-by-play',
    run: 1,
    log: converted,
    state: stateFromLog(setup, converted),
  }
}
