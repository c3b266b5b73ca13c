import { cache } from 'react'
import type { LiveGameStateResponse } from '@league/api/contract/live'
import { createFetchClient, fillPath } from '@league/api/fetch-client'
import { apiBaseUrl } from '../server/site-config'
import { pageOrigin, publicDataTag } from '../server/server-api'
import { isLive, scoreboardOfState, type LiveScoreboard } from './scoreboard'

/**
 * How old a game's live state may be before Next regenerates its page in the background. The API asks the
 * site to revalidate a game's tag when the game goes live (its first event, a replay's too) and every page
 * when a score is final, so this only bounds how late a page switches if that call is lost; in between, the
 * page's own stream keeps the score current in the browser.
 */
export const liveStateRevalidateSeconds = 5

/** The cache tag of a game's live state: the API revalidates it when the game goes live (its first event). */
export function liveGameTag(game: string): string {
  return `live-game-${game}`
}

/**
 * The state of a game while it is live, or undefined for a game that is not live, or when the live read
 * fails: the page then shows its ordinary header and tabs. A game's page is regenerated every few seconds
 * while visitors ask for it, in the background. One read per render: the game's layout and its tab share it.
 */
export const liveGameState = cache(async (game: string): Promise<LiveGameStateResponse | undefined> => {
  try {
    const client = createFetchClient({ baseUrl: apiBaseUrl, origin: await pageOrigin() })
    const state = await client.get<LiveGameStateResponse>(fillPath('/v2/live/games/{game}', { game }), {
      next: { revalidate: liveStateRevalidateSeconds, tags: [publicDataTag, liveGameTag(game)] },
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
