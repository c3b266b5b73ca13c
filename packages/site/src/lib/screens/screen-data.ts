import type { LiveGameStateResponse } from '@league/api/contract/live'
import type { ScreensDirective } from '@league/api/contract/screens'
import { ApiRequestError, createFetchClient, fillPath } from '@league/api/fetch-client'
import { pageOrigin } from '../server/server-api'
import { apiBaseUrl } from '../server/site-config'

// Reads of the live routes for the screens, at request time and never cached: a screen opened mid-game must
// show the state of now, and the live routes are outside the API's response cache.

async function liveRead<Body>(path: string): Promise<Body | undefined> {
  const client = createFetchClient({ baseUrl: apiBaseUrl, origin: await pageOrigin() })
  try {
    return await client.get<Body>(path, { cache: 'no-store' })
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      return undefined
    }
    throw error
  }
}

/** A game's live state (an empty log before it goes live). */
export function loadLiveGame(game: string): Promise<LiveGameStateResponse | undefined> {
  return liveRead(fillPath('/v2/live/games/{game}', { game }))
}

/** The state of the game a venue shows (the live game there with the latest event); undefined when none. */
export function loadVenueLiveGame(venue: string): Promise<LiveGameStateResponse | undefined> {
  return liveRead(fillPath('/v2/live/venues/{venue}', { venue }))
}

/** What the operator shows on the game's broadcast and tv-stats screens. */
export function loadScreensDirective(game: string): Promise<ScreensDirective | undefined> {
  return liveRead(fillPath('/v2/live/games/{game}/screens', { game }))
}
