// The /api door's write half: the signed-in user's follow and unfollow, forwarded with the token from the
// HttpOnly cookie. Only the paths and methods in `userWritePaths` pass, and only from the site's own pages.
import { cookies } from 'next/headers'
import type { NextRequest } from 'next/server'
import { userWritePaths } from '../paths/api-paths'
import { readBodyText } from '../server/request-body'
import { forwardedForVisitor, requestOrigin } from '../server/server-api'
import { apiBaseUrl, authCookieName } from '../server/site-config'
import { isSameOriginRequest } from './session-cookies'

function refused(status: number, code: string, message: string) {
  return Response.json({ error: { code, message } }, { status })
}

export async function forwardUserWrite(request: NextRequest, segments: readonly string[], method: 'POST' | 'DELETE') {
  const apiPath = `/${segments.join('/')}`
  if (!userWritePaths[apiPath]?.includes(method)) {
    return refused(404, 'not_found', 'Unknown API path')
  }
  const origin = await requestOrigin()
  if (!isSameOriginRequest(request.headers, origin)) {
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
  const read = method === 'POST' ? await readBodyText(request) : undefined
  if (read !== undefined && 'tooLarge' in read) {
    return read.tooLarge
  }
  const body = read?.text
  if (body !== undefined) {
    headers['content-type'] = 'application/json'
  }
  const target = new URL(`${apiPath.slice(1)}${request.nextUrl.search}`, `${apiBaseUrl}/`)
  const response = await fetch(target, { method, headers, ...(body !== undefined ? { body } : {}), cache: 'no-store' })
  return new Response(response.body, {
    status: response.status,
    headers: {
      'content-type': response.headers.get('content-type') ?? 'application/json',
      'cache-control': 'no-store',
    },
  })
}
