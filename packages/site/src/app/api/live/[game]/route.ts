import type { NextRequest } from 'next/server'
import { apiBaseUrl } from '@/lib/site-config'
import { requestOrigin } from '@/lib/server-api'

// Same-origin door to a game's Server-Sent Events for the browser: forwards `Last-Event-ID` (the browser
// sends it itself when it reconnects) so the API resumes with no gap, and passes the stream through unbuffered.
export async function GET(request: NextRequest, { params }: { params: Promise<{ game: string }> }) {
  const { game } = await params
  const headers: Record<string, string> = { accept: 'text/event-stream', origin: await requestOrigin() }
  const lastEventId = request.headers.get('last-event-id')
  if (lastEventId) {
    headers['last-event-id'] = lastEventId
  }
  const target = new URL(`v2/live/games/${encodeURIComponent(game)}/stream`, `${apiBaseUrl}/`)
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
