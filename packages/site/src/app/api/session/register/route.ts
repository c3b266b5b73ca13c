import type { NextRequest } from 'next/server'
import { readJsonBody } from '@/lib/server/request-body'
import { login, register, updateLanguage, userOf } from '@/lib/account/account-api'
import { isSameOriginRequest } from '@/lib/account/session-cookies'
import { fieldErrors, registrationSchema } from '@/lib/account/session-requests'
import { refused, refusedBy, signedIn } from '@/lib/account/session-response'
import { requestOrigin } from '@/lib/server/server-api'

// POST /api/session/register: creates a password account, then signs in with the same credentials. The API
// may answer a registration alike for new and known emails (no token, so nobody learns who has an account):
// signing in through login works either way, and when it does not, the visitor is asked to check their email.
export async function POST(request: NextRequest) {
  if (!isSameOriginRequest(request.headers, await requestOrigin())) {
    return refused(403, 'cross_origin', 'Registration is only accepted from this site’s own pages')
  }
  const body = await readJsonBody(request)
  if ('tooLarge' in body) {
    return body.tooLarge
  }
  const parsed = registrationSchema.safeParse(body.json)
  if (!parsed.success) {
    return refused(400, 'invalid_body', 'Some fields need another look', fieldErrors(parsed.error))
  }
  const { language, ...details } = parsed.data
  const registration = await register(details)
  // A taken email (409 from older APIs) is not an error the visitor should see: it ends like a new one.
  if (!registration.ok && registration.error.status !== 409) {
    return refusedBy(registration.error)
  }
  const signIn = await login({ email: parsed.data.email, password: parsed.data.password })
  if (!signIn.ok) {
    return Response.json({ status: 'check_email' }, { status: 202, headers: { 'cache-control': 'no-store' } })
  }
  // The chosen language is the user's from now on (notifications are written in it).
  const user = language
    ? await updateLanguage(signIn.body.access_token, language)
    : await userOf(signIn.body.access_token)
  if (!user.ok) {
    return refusedBy(user.error)
  }
  return signedIn(signIn.body.access_token, user.body)
}
