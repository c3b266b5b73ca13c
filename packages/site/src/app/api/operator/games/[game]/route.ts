import { fillApiPath, UnsafePathParameterError } from '@/lib/paths/api-paths'
import { errorAnswer } from '@/lib/operator/operator-api'
import { apiBaseUrl } from '@/lib/server/site-config'
import { forwardedForVisitor, requestOrigin } from '@/lib/server/server-api'

// GET /api/operator/games/{game}: the whole live state (players on court, fouls), which the stream's `live`
// events do not carry; the console reads it again when another source (a second console, a replay) wrote.
export async function GET(_request: Request, { params }: { params: Promise<{ game: string }> }) {
  let apiPath: string
  try {
    apiPath = fillApiPath('/v2/live/games/{game}', { game: (await params).game })
  } catch (error) {
    if (error instanceof UnsafePathParameterError) {
      return errorAnswer(404, 'not_found', 'No such game.')
    }
    throw error
  }
  const response = await fetch(new URL(apiPath.slice(1), `${apiBaseUrl}/`), {
    headers: { ...(await forwardedForVisitor()), accept: 'application/json', origin: await requestOrigin() },
    cache: 'no-store',
  })
  return new Response(response.body, {
    status: response.status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  })
}
