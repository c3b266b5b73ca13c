import { cache } from 'react'
import type { LiveGameStateResponse } from '@league/api/contract/live'
import { createFetchClient, fillPath } from '@league/api/fetch-client'
import { apiBaseUrl } from '../site-config'
import { requestOrigin } from '../server-api'
import { isLive, scoreboardOfState, type LiveScoreboard } from './scoreboard'

/**
 * The state of a game while it is live, read at request time (never cached: the live routes are outside the
 * API's response cache, and a page must not say "final" for a minute after the game started). Answers
 * undefined for a game that is not live, or when the live read fails: the page then shows its ordinary
 * header and tabs. One read per request: the game's layout and its tab share it.
 */
export const liveGameState = cache(async (game: string): Promise<LiveGameStateResponse | undefined> => {
  try {
    const client = createFetchClient({ baseUrl: apiBaseUrl, origin: await requestOrigin() })
    const state = await client.get<LiveGameStateResponse>(fillPath('/v2/live/games/{game}', { game }), {
      cache: 'no-store',
    })
    return isLive(state) ? state : undefined
  } catch (error) {
    console.error(`live state read failed for ${game}`, error instanceof Error ? error.message : error)
    return undefined
  }
})

/** The scoreboard of a live game for its header; undefined when the game is not live. */
export async function liveScoreboard(game: string): Promise<LiveScoreboard | undefined> {
  const state = await liveGameState(game)
  return state === undefined ? undefined : scoreboardOfState(state)
}
