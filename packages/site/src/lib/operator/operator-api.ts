// The site's server side of the operator console: it holds the token (HttpOnly cookie) and forwards the
// operator's writes to the API. The browser never sees the token, and only this site's pages may write.
import type { ApiErrorBody } from '@league/api/contract/errors'
import { cookies } from 'next/headers'
import { apiBaseUrl, authCookieName } from '../server/site-config'
import { forwardedForVisitor, requestOrigin } from '../server/server-api'
import { isSameOriginRequest } from './same-origin'

/** An answer in the API's error shape, so the console reads every failure the same way. */
export function errorAnswer(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } } satisfies ApiErrorBody, {
    status,
    headers: { 'cache-control': 'no-store' },
  })
}

/** Undefined when the request may write; otherwise the 403 to answer. */
export async function refuseCrossOrigin(request: Request): Promise<Response | undefined> {
  if (isSameOriginRequest(request.headers, await requestOrigin())) {
    return undefined
  }
  return errorAnswer(403, 'cross_origin', 'Operator actions are only accepted from this site’s own pages.')
}

/**
 * Sends a JSON body to the API as the signed-in user and passes the answer (status and JSON) through
 * unchanged: the API's messages ("The game clock is already stopped.") are written for the scorer.
 */
export async function sendAsOperator(method: 'POST' | 'PUT', apiPath: string, body: unknown): Promise<Response> {
  const token = (await cookies()).get(authCookieName)?.value
  if (!token) {
    return errorAnswer(401, 'unauthenticated', 'Sign in again: the console has no session.')
  }
  let response: Response
  try {
    response = await fetch(new URL(apiPath.slice(1), `${apiBaseUrl}/`), {
      method,
      headers: {
        ...(await forwardedForVisitor()),
        accept: 'application/json',
        'content-type': 'application/json',
        origin: await requestOrigin(),
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(body),
      cache: 'no-store',
    })
  } catch {
    return errorAnswer(503, 'api_unavailable', 'The league’s server cannot be reached; the event stays queued.')
  }
  return new Response(response.body, {
    status: response.status,
    headers: {
      'content-type': response.headers.get('content-type') ?? 'application/json',
      'cache-control': 'no-store',
    },
  })
}
