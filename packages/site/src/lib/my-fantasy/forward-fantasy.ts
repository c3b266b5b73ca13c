// The fantasy door's server half: forwards the fan's reads and writes to the API with the token from the
// HttpOnly cookie, the visitor's address and the site's Origin, as the profile's other sections do. Writes are
// accepted only from the site's own pages and never larger than the site's body limit.
import 'server-only'
import { cookies } from 'next/headers'
import type { NextRequest } from 'next/server'
import { isSameOriginRequest } from '../account/session-cookies'
import { readBodyText } from '../server/request-body'
import { forwardedForVisitor, requestOrigin } from '../server/server-api'
import { apiBaseUrl, authCookieName } from '../server/site-config'
import { fantasyApiPath, type FantasyMethod } from './fantasy-routes'

function refused(status: number, code: string, message: string) {
  return Response.json({ error: { code, message } }, { status, headers: { 'cache-control': 'no-store' } })
}

export async function forwardFantasy(request: NextRequest, segments: readonly string[], method: FantasyMethod) {
  const apiPath = fantasyApiPath(method, segments)
  if (apiPath === undefined) {
    return refused(404, 'not_found', 'Unknown API path')
  }
  const origin = await requestOrigin()
  if (method !== 'GET' && !isSameOriginRequest(request.headers, origin)) {
    return refused(403, 'cross_origin', 'Changes are only accepted from this site’s own pages')
  }
  const token = (await cookies()).get(authCookieName)?.value
  if (!token) {
    return refused(401, 'unauthorized', 'Sign in first')
  }
  const headers: Record<string, string> = {
    ...(await forwardedForVisitor()),
    accept: 'application/json',
    origin,
    authorization: `Bearer ${token}`,
  }
  const acceptLanguage = request.headers.get('accept-language')
  if (acceptLanguage) {
    headers['accept-language'] = acceptLanguage
  }
  const read = method === 'GET' ? undefined : await readBodyText(request)
  if (read !== undefined && 'tooLarge' in read) {
    return read.tooLarge
  }
  if (read !== undefined) {
    headers['content-type'] = 'application/json'
  }
  const target = new URL(`${apiPath.slice(1)}${request.nextUrl.search}`, `${apiBaseUrl}/`)
  const response = await fetch(target, {
    method,
    headers,
    ...(read !== undefined ? { body: read.text } : {}),
    cache: 'no-store',
  })
  return new Response(response.body, {
    status: response.status,
    headers: {
      'content-type': response.headers.get('content-type') ?? 'application/json',
      'cache-control': 'private, no-store',
    },
  })
}
