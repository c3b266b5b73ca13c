import type { NextRequest } from 'next/server'
import { verifyEmail } from '@/lib/account/account-api'
import { handleAccountRequest, messageAnswer } from '@/lib/account/email-link-request'
import { verifyEmailSchema } from '@/lib/account/session-requests'

// POST /api/session/verify-email: the button of the page an e-mailed link opens (a plain GET of the link,
// as mail scanners make, confirms nothing).
export function POST(request: NextRequest) {
  return handleAccountRequest(request, verifyEmailSchema, ({ token }) => verifyEmail(token), messageAnswer(200))
}
