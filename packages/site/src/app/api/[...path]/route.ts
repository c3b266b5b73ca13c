import { cookies } from 'next/headers'
import type { NextRequest } from 'next/server'
import { forwardUserWrite } from '@/lib/account/forward-user-write'
import { forwardedApiPath } from '@/lib/paths/api-paths'
import { apiBaseUrl, authCookieName } from '@/lib/server/site-config'
import { forwardedForVisitor, requestOrigin } from '@/lib/server/server-api'

// Same-origin door to the API for the browser (SWR): forwards reads with the site's host as Origin and the
// signed-in user's token from the auth cookie, so the token never needs to be readable by scripts.
export async function GET(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params
  // Only the contract's public reads and the user's own routes pass; nothing else of the API is reachable.
  const apiPath = forwardedApiPath(path)
  if (apiPath === undefined) {
    return Response.json({ error: { code: 'not_found', message: 'Unknown API path' } }, { status: 404 })
  }
  const target = new URL(`${apiPath.slice(1)}${request.nextUrl.search}`, `${apiBaseUrl}/`)
  const headers: Record<string, string> = {
    ...(await forwardedForVisitor()),
    accept: 'application/json',
    origin: await requestOrigin(),
  }
  const token = (await cookies()).get(authCookieName)?.value
  if (token) {
    headers.authorization = `Bearer ${token}`
  }
  const ifNoneMatch = request.headers.get('if-none-match')
  if (ifNoneMatch) {
    headers['if-none-match'] = ifNoneMatch
  }
  const response = await fetch(target, { headers, cache: 'no-store' })
  const forwarded = new Headers()
  for (const name of ['content-type', 'etag', 'cache-control']) {
    const value = response.headers.get(name)
    if (value) {
      forwarded.set(name, token && name === 'cache-control' ? 'private, no-store' : value)
    }
  }
  return new Response(response.status === 304 ? null : response.body, { status: response.status, headers: forwarded })
}

type DoorContext = { params: Promise<{ path: string[] }> }

// POST·DELETE /api/v2/website/user/follows (follow, unfollow) and POST /api/v2/website/user/store-fcm (this
// browser's push token): the user's own writes (src/lib/account/forward-user-write.ts).
export async function POST(request: NextRequest, { params }: DoorContext) {
  return forwardUserWrite(request, (await params).path, 'POST')
}

export async function DELETE(request: NextRequest, { params }: DoorContext) {
  return forwardUserWrite(request, (await params).path, 'DELETE')
}
