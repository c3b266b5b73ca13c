import type { NextRequest } from 'next/server'
import { apiBaseUrl } from '@/lib/server/site-config'
import { forwardedForVisitor, requestOrigin } from '@/lib/server/server-api'

/**
 * Passes one of the API's live streams (`v2/live/games/22-6/stream`) to the browser, unbuffered. The resume
 * point comes from `Last-Event-ID` (the browser's own reconnect) or from `?lastEventId=` (a screen that opens a
 * new EventSource after a failed connection, which cannot set the header), so the API resumes with no gap.
 */
export async function forwardLiveStream(request: NextRequest, apiPath: string): Promise<Response> {
  // The visitor's address: the API caps the streams each visitor holds, not the site's.
  const headers: Record<string, string> = {
    ...(await forwardedForVisitor()),
    accept: 'text/event-stream',
    origin: await requestOrigin(),
  }
  const lastEventId = request.headers.get('last-event-id') ?? request.nextUrl.searchParams.get('lastEventId')
  if (lastEventId) {
    headers['last-event-id'] = lastEventId.slice(0, 60)
  }
  const target = new URL(apiPath, `${apiBaseUrl}/`)
  const response = await fetch(target, { headers, cache: 'no-store', signal: request.signal })
  return new Response(response.body, {
    status: response.status,
    headers: {
      'content-type': response.headers.get('content-type') ?? 'text/event-stream',
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
    },
  })
}
