// The door to a squad's live fantasy points for the browser: the API's Server-Sent Events passed on unbuffered
// with the fan's token from the HttpOnly cookie (the squad is his), resuming from Last-Event-ID.
import 'server-only'
import { cookies } from 'next/headers'
import type { NextRequest } from 'next/server'
import { forwardedForVisitor, requestOrigin } from '../server/server-api'
import { apiBaseUrl, authCookieName } from '../server/site-config'

/** The API's stream of one squad's live round (routes/live/fantasy-stream.ts). */
export const liveSquadApiPath = (squadId: number) => `v2/live/fantasy/squads/${squadId}/stream`

export async function forwardLiveSquad(request: NextRequest, squad: string): Promise<Response> {
  if (!/^\d{1,12}$/.test(squad)) {
    return Response.json({ error: { code: 'not_found', message: 'Unknown squad' } }, { status: 404 })
  }
  const headers: Record<string, string> = {
    ...(await forwardedForVisitor()),
    accept: 'text/event-stream',
    origin: await requestOrigin(),
  }
  const token = (await cookies()).get(authCookieName)?.value
  if (token) {
    headers.authorization = `Bearer ${token}`
  }
  const lastEventId = request.headers.get('last-event-id') ?? request.nextUrl.searchParams.get('lastEventId')
  if (lastEventId) {
    headers['last-event-id'] = lastEventId.slice(0, 60)
  }
  const target = new URL(liveSquadApiPath(Number(squad)), `${apiBaseUrl}/`)
  const response = await fetch(target, { headers, cache: 'no-store', signal: request.signal })
  return new Response(response.body, {
    status: response.status,
    headers: {
      'content-type': response.headers.get('content-type') ?? 'text/event-stream',
      'cache-control': 'private, no-store, no-transform',
      'x-accel-buffering': 'no',
    },
  })
}
