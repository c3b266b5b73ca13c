import { cookies } from 'next/headers'
import { z } from 'zod'
import type { AccessToken } from '@league/api/contract/platform'
import { endSession } from '@/lib/account/account-api'
import { errorAnswer, refuseCrossOrigin } from '@/lib/operator/operator-api'
import { readJsonBody } from '@/lib/server/request-body'
import { clearedSessionCookies, sessionCookies } from '@/lib/account/session-cookies'
import { apiBaseUrl, authCookieName } from '@/lib/server/site-config'
import { forwardedForVisitor, requestOrigin } from '@/lib/server/server-api'

const SignInSchema = z.object({
  email: z.email('is not an email address').max(320),
  password: z.string().min(1, 'is required').max(200),
})

// POST /api/operator/session: the console's and the staff area's sign-in. The API checks the password and answers a
// token, which goes into an HttpOnly cookie: scripts on the page (and anything injected into it) never read it. The
// same two cookies as /api/session, so the header's account corner knows the visitor is signed in on every page.
export async function POST(request: Request) {
  const refused = await refuseCrossOrigin(request)
  if (refused) {
    return refused
  }
  const body = await readJsonBody(request)
  if ('tooLarge' in body) {
    return body.tooLarge
  }
  const parsed = SignInSchema.safeParse(body.json)
  if (!parsed.success) {
    return errorAnswer(400, 'invalid_body', 'Enter the email address and the password of your account.')
  }
  let response: Response
  try {
    response = await fetch(new URL('auth/login', `${apiBaseUrl}/`), {
      method: 'POST',
      headers: {
        ...(await forwardedForVisitor()),
        'content-type': 'application/json',
        accept: 'application/json',
        origin: await requestOrigin(),
      },
      body: JSON.stringify(parsed.data),
      cache: 'no-store',
    })
  } catch {
    return errorAnswer(503, 'api_unavailable', 'The league’s server cannot be reached; try again in a moment.')
  }
  if (!response.ok) {
    return new Response(response.body, { status: response.status, headers: { 'content-type': 'application/json' } })
  }
  const { access_token: token } = (await response.json()) as AccessToken
  const secure = new URL(await requestOrigin()).protocol === 'https:'
  const jar = await cookies()
  for (const cookie of sessionCookies(token, secure)) {
    jar.set(cookie.name, cookie.value, cookie.options)
  }
  return Response.json({ signedIn: true }, { headers: { 'cache-control': 'no-store' } })
}

// DELETE /api/operator/session: signs out as /api/session does: the API ends the token's session first, so a
// copy of the token (a console left open elsewhere) is refused too; the cookie goes even if the API is down.
export async function DELETE(request: Request) {
  const refused = await refuseCrossOrigin(request)
  if (refused) {
    return refused
  }
  const jar = await cookies()
  const token = jar.get(authCookieName)?.value
  if (token) {
    await endSession(token).catch(() => undefined)
  }
  const secure = new URL(await requestOrigin()).protocol === 'https:'
  for (const cookie of clearedSessionCookies(secure)) {
    jar.set(cookie.name, cookie.value, cookie.options)
  }
  return new Response(null, { status: 204 })
}
