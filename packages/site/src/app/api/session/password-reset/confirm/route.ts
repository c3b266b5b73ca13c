import type { NextRequest } from 'next/server'
import { confirmPasswordReset } from '@/lib/account/account-api'
import { handleAccountRequest, messageAnswer } from '@/lib/account/email-link-request'
import { resetConfirmSchema } from '@/lib/account/session-requests'

// POST /api/session/password-reset/confirm: sets the new password with the link's token. The API ends every
// session of the account; the visitor signs in afresh.
export function POST(request: NextRequest) {
  return handleAccountRequest(request, resetConfirmSchema, confirmPasswordReset, messageAnswer(200))
}
