// How a game's stream begins, for the game stream and the venue stream alike: a client that reconnects with
// the Last-Event-ID of this game gets the events it missed; any other gets the whole state as a snapshot.
import type { Database } from '../../db/connection.ts'
import type { LiveGame } from '../../live/game-log.ts'
import { stateResponse, type LiveGames } from '../../live/live-games.ts'
import type { StreamStart } from './event-stream.ts'

/**
 * The start of `game`'s stream: the events after `resumeFrom` when it names this game (a resumed
 * connection), else a snapshot of the state; with the game's screens directive either way.
 */
export async function resumeOrSnapshot(
  liveGames: Pick<LiveGames, 'eventsAfter' | 'state' | 'screens' | 'now'>,
  database: Database,
  game: LiveGame,
  resumeFrom: { gameId: string; sequence: number } | null,
): Promise<StreamStart> {
  if (resumeFrom !== null && resumeFrom.gameId === game.slug) {
    const missed = await liveGames.eventsAfter(database, game, resumeFrom.sequence)
    return {
      missed,
      lastSent: new Map([[game.slug, resumeFrom.sequence]]),
      screens: await liveGames.screens(database, game),
    }
  }
  const state = await liveGames.state(database, game)
  return {
    snapshot: { id: `${game.slug}:${state.sequence}`, data: stateResponse(state, liveGames.now()) },
    missed: [],
    lastSent: new Map([[game.slug, state.sequence]]),
    screens: await liveGames.screens(database, game),
  }
}
