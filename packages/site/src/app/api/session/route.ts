import { cookies } from 'next/headers'
import type { NextRequest } from 'next/server'
import { readJsonBody } from '@/lib/server/request-body'
import type { AccessToken } from '@league/api/contract/platform'
import { ApiRequestError } from '@league/api/fetch-client'
import { endSession, googleLogin, googleRegister, login, userOf, type AccountAnswer } from '@/lib/account/account-api'
import { googleAccessToken } from '@/lib/account/google-sign-in'
import { isSameOriginRequest } from '@/lib/account/session-cookies'
import { fieldErrors, sessionRequestSchema, type SessionRequest } from '@/lib/account/session-requests'
import { refused, refusedBy, signedIn, signedOut } from '@/lib/account/session-response'
import { requestOrigin } from '@/lib/server/server-api'
import { authCookieName } from '@/lib/server/site-config'

async function accessTokenFor(request: SessionRequest) {
  if ('access_token' in request) {
    return { ok: true as const, token: request.access_token }
  }
  if ('google_credential' in request) {
    let failure: ApiRequestError | undefined
    const call = async (answer: Promise<AccountAnswer<AccessToken>>) => {
      const settled = await answer
      if (settled.ok) {
        return { ok: true as const, token: settled.body.access_token }
      }
      failure = settled.error
      return { ok: false as const, status: settled.error.status }
    }
    const result = await googleAccessToken(request.google_credential, {
      login: (token) => call(googleLogin(token)),
      register: (token) => call(googleRegister(token)),
    })
    return result.ok ? result : { ok: false as const, error: failure ?? new ApiRequestError(502, '/auth/google-login') }
  }
  const answer = await login(request)
  return answer.ok ? { ok: true as const, token: answer.body.access_token } : answer
}

// POST /api/session: signs the visitor in with the pop-up's token, a Google ID token or an email and password. The token is
// checked with the API (it must name a user of this league) before it becomes the HttpOnly cookie.
export async function POST(request: NextRequest) {
  if (!isSameOriginRequest(request.headers, await requestOrigin())) {
    return refused(403, 'cross_origin', 'Sign-in is only accepted from this site’s own pages')
  }
  const body = await readJsonBody(request)
  if ('tooLarge' in body) {
    return body.tooLarge
  }
  const parsed = sessionRequestSchema.safeParse(body.json)
  if (!parsed.success) {
    return refused(400, 'invalid_body', 'Send an access token, or an email and a password', fieldErrors(parsed.error))
  }
  const answer = await accessTokenFor(parsed.data)
  if (!answer.ok) {
    return refusedBy(answer.error)
  }
  const token = answer.token
  const user = await userOf(token)
  if (!user.ok) {
    return user.error.status === 401
      ? signedOut(401, { error: { code: 'invalid_token', message: user.error.message } })
      : refusedBy(user.error)
  }
  return signedIn(token, user.body)
}

// DELETE /api/session: logs out: the API ends the token's session (so a copy of the token is refused too),
// then the token and the signed-in marker are cleared. A token the API already refuses is cleared all the same.
export async function DELETE(request: NextRequest) {
  if (!isSameOriginRequest(request.headers, await requestOrigin())) {
    return refused(403, 'cross_origin', 'Logging out is only accepted from this site’s own pages')
  }
  const token = (await cookies()).get(authCookieName)?.value
  if (token) {
    await endSession(token).catch(() => undefined)
  }
  return signedOut()
}
