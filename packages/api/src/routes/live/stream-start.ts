// How a game's stream begins, for the game stream and the venue stream alike: a client that reconnects with
// the Last-Event-ID of an event of this game's current run gets the events after it, read by sequence (no
// fold of the log); any other (a fresh connection, an id from another game or run, from ahead of the log,
// malformed) gets the whole state as a snapshot, serialised once per state for every connection; the state and
// the screens directive for it are read once for all the fresh streams of a game that start meanwhile
// (live/following-reads.ts).
import { mainDatabaseOf, type Database } from '../../db/connection.ts'
import type { LiveGame } from '../../live/game-log.ts'
import type { LiveGames } from '../../live/live-games.ts'
import type { LiveGameState } from '@league/live/state'
import type { ScreensDirective } from '../../contract/screens.ts'
import { createFollowingReads, type FollowingReads } from '../../live/following-reads.ts'
import { snapshotJson, type StreamPosition } from '../../live/stream-resume.ts'
import type { StreamStart } from './event-stream.ts'

type FreshStart = { state: LiveGameState; screens: ScreensDirective }

const freshStartsByDatabase = new WeakMap<Database, FollowingReads<FreshStart>>()

/** The game's state and screens directive, read after this call and shared by the calls meanwhile. */
function readFreshStart(
  liveGames: Pick<LiveGames, 'state' | 'screens'>,
  database: Database,
  game: LiveGame,
): Promise<FreshStart> {
  const main = mainDatabaseOf(database)
  let reads = freshStartsByDatabase.get(main)
  if (reads === undefined) {
    reads = createFollowingReads<FreshStart>()
    freshStartsByDatabase.set(main, reads)
  }
  // The state folded depends on the game's run and clock rate: a game read another way is another read.
  const key = `${game.id}:${game.logRun}:${game.setup.clockRate}`
  return reads(key, async () => {
    const state = await liveGames.state(database, game)
    return { state, screens: await liveGames.screens(database, game) }
  })
}

/**
 * The start of `game`'s stream: the events after `resumeFrom` when it names an event of this game's current
 * run (a resumed connection), else a snapshot of the state; with the game's screens directive either way.
 */
export async function resumeOrSnapshot(
  liveGames: Pick<LiveGames, 'eventsAfter' | 'state' | 'screens' | 'now'>,
  database: Database,
  game: LiveGame,
  resumeFrom: StreamPosition | null,
): Promise<StreamStart> {
  if (resumeFrom !== null && resumeFrom.gameId === game.slug) {
    const missed = await liveGames.eventsAfter(database, game, resumeFrom)
    if (missed !== null) {
      return {
        missed,
        lastSent: new Map([[game.slug, resumeFrom.sequence]]),
        screens: await liveGames.screens(database, game),
      }
    }
  }
  const { state, screens } = await readFreshStart(liveGames, database, game)
  return {
    snapshot: { id: `${game.slug}:${game.logRun}:${state.sequence}`, json: snapshotJson(state, liveGames.now()) },
    missed: [],
    lastSent: new Map([[game.slug, state.sequence]]),
    screens,
  }
}
