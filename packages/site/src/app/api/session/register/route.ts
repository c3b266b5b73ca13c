import type { NextRequest } from 'next/server'
import { readJsonBody } from '@/lib/server/request-body'
import { register } from '@/lib/account/account-api'
import { isSameOriginRequest } from '@/lib/account/session-cookies'
import { fieldErrors, registrationSchema } from '@/lib/account/session-requests'
import { refused, refusedBy } from '@/lib/account/session-response'
import { requestOrigin } from '@/lib/server/server-api'

// POST /api/session/register: asks the API for the account. It answers alike for new and known addresses and
// mails a link either way (to confirm a new address, or to claim a known one), so this answers one 202 "check
// your e-mail" too, and signs no one in: nobody learns here who has an account.
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
  const registration = await register(parsed.data)
  // A taken email (409 from older APIs) is not an error the visitor should see: it ends like a new one.
  if (!registration.ok && registration.error.status !== 409) {
    return refusedBy(registration.error)
  }
  return Response.json({ status: 'check_email' }, { status: 202, headers: { 'cache-control': 'no-store' } })
}
