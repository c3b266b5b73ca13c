import type { ScreensDirective, ScreensDirectiveRequest } from '@league/api/contract/screens'
import { ApiRequestError, createFetchClient } from '@league/api/fetch-client'
import { gameWriteRoute } from '@/lib/operator/game-write-route'
import { applyCue, BroadcastCueSchema } from '@/lib/screens/broadcast-cue'
import { requestOrigin } from '@/lib/server/server-api'
import { apiBaseUrl } from '@/lib/server/site-config'

// POST /api/operator/games/{game}/broadcast-cue: the director puts one broadcast graphic on air or takes it off
// (`{ graphic: 'score-bug' | 'lower-third' | 'tv-stats', onAir }`). The cue becomes the game's screens directive
// with everything else kept (GET, then PUT /v2/live/games/{game}/screens as the signed-in operator), so the
// overlay and tv-stats pages hear it on the game's stream and animate in or out.
export const POST = gameWriteRoute({
  method: 'PUT',
  apiPath: '/v2/live/games/{game}/screens',
  schema: BroadcastCueSchema,
  invalidBodyMessage:
    'Cue one graphic: the score bug, a lower third with its player, or the TV graphic, on air or off.',
  apiBody: async (cue, apiPath): Promise<ScreensDirectiveRequest> => {
    const client = createFetchClient({ baseUrl: apiBaseUrl, origin: await requestOrigin() })
    const current = await client.get<ScreensDirective>(apiPath, { cache: 'no-store' })
    return applyCue(current, cue)
  },
  isMissingGame: (error) => error instanceof ApiRequestError && error.status === 404,
})
