import type { ScreensDirective } from '@league/api/contract/screens'
import { ApiRequestError, createFetchClient } from '@league/api/fetch-client'
import { fillApiPath, UnsafePathParameterError } from '@/lib/paths/api-paths'
import { errorAnswer, refuseCrossOrigin, sendAsOperator } from '@/lib/operator/operator-api'
import { applyCue, BroadcastCueSchema } from '@/lib/screens/broadcast-cue'
import { readJsonBody } from '@/lib/server/request-body'
import { requestOrigin } from '@/lib/server/server-api'
import { apiBaseUrl } from '@/lib/server/site-config'

// POST /api/operator/games/{game}/broadcast-cue: the director puts one broadcast graphic on air or takes it off
// (`{ graphic: 'score-bug' | 'lower-third' | 'tv-stats', onAir }`). The cue becomes the game's screens directive
// with everything else kept (GET, then PUT /v2/live/games/{game}/screens as the signed-in operator), so the
// overlay and tv-stats pages hear it on the game's stream and animate in or out.
export async function POST(request: Request, { params }: { params: Promise<{ game: string }> }) {
  const refused = await refuseCrossOrigin(request)
  if (refused) {
    return refused
  }
  const body = await readJsonBody(request)
  if ('tooLarge' in body) {
    return body.tooLarge
  }
  const parsed = BroadcastCueSchema.safeParse(body.json)
  if (!parsed.success) {
    return errorAnswer(
      400,
      'invalid_body',
      'Cue one graphic: the score bug, a lower third with its player, or the TV graphic, on air or off.',
    )
  }
  try {
    const path = fillApiPath('/v2/live/games/{game}/screens', { game: (await params).game })
    const client = createFetchClient({ baseUrl: apiBaseUrl, origin: await requestOrigin() })
    const current = await client.get<ScreensDirective>(path, { cache: 'no-store' })
    return await sendAsOperator('PUT', path, applyCue(current, parsed.data))
  } catch (error) {
    if (error instanceof UnsafePathParameterError || (error instanceof ApiRequestError && error.status === 404)) {
      return errorAnswer(404, 'not_found', 'No such game.')
    }
    throw error
  }
}
