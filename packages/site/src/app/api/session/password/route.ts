import { cookies } from 'next/headers'
import type { NextRequest } from 'next/server'
import { changePassword, userOf } from '@/lib/account/account-api'
import { handleAccountRequest } from '@/lib/account/email-link-request'
import { passwordChangeSchema } from '@/lib/account/session-requests'
import { refused, refusedBy, signedIn } from '@/lib/account/session-response'
import { authCookieName } from '@/lib/server/site-config'

// POST /api/session/password: the profile's password change. The API ends the account's other sessions and
// answers a fresh token, which becomes the cookie (this browser stays signed in).
export async function POST(request: NextRequest) {
  const token = (await cookies()).get(authCookieName)?.value
  if (!token) {
    return refused(401, 'unauthorized', 'Sign in first')
  }
  let fresh: string | undefined
  const answer = await handleAccountRequest(
    request,
    passwordChangeSchema,
    (details) => changePassword(token, details),
    (body) => {
      fresh = body.access_token
      return new Response(null, { status: 204 })
    },
  )
  if (fresh === undefined) {
    return answer
  }
  const user = await userOf(fresh)
  return user.ok ? signedIn(fresh, user.body) : refusedBy(user.error)
}
