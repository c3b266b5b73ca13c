import type { NextRequest } from 'next/server'
import { apiBaseUrl } from '../site-config'
import { requestOrigin } from '../server-api'

/**
 * Same-origin door to one of the API's Server-Sent Events streams for the browser: forwards `Last-Event-ID`
 * (the browser sends it itself when it reconnects) so the API resumes with no gap, and passes the stream
 * through unbuffered and uncached.
 */
export async function proxyEventStream(request: NextRequest, apiPath: string): Promise<Response> {
  const headers: Record<string, string> = { accept: 'text/event-stream', origin: await requestOrigin() }
  const lastEventId = request.headers.get('last-event-id')
  if (lastEventId) {
    headers['last-event-id'] = lastEventId
  }
  const target = new URL(apiPath.replace(/^\//, ''), `${apiBaseUrl}/`)
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
