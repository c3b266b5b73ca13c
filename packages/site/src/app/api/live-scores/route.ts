import { apiBaseUrl } from '@/lib/server/site-config'
import { forwardedForVisitor, requestOrigin } from '@/lib/server/server-api'

// The client's games in progress for the browser's lists of games: a small answer a page reads once, to know
// whether it needs the scores stream at all. Never cached: a game may start at any moment.
export async function GET() {
  const response = await fetch(new URL('v2/live/scores', `${apiBaseUrl}/`), {
    headers: { ...(await forwardedForVisitor()), accept: 'application/json', origin: await requestOrigin() },
    cache: 'no-store',
  })
  return new Response(response.body, {
    status: response.status,
    headers: {
      'content-type': response.headers.get('content-type') ?? 'application/json',
      'cache-control': 'no-store',
    },
  })
}
