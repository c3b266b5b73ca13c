import type { NextRequest } from 'next/server'
import { requestPasswordReset } from '@/lib/account/account-api'
import { handleAccountRequest, messageAnswer } from '@/lib/account/email-link-request'
import { resetRequestSchema } from '@/lib/account/session-requests'

// POST /api/session/password-reset: asks the API to mail a reset link; 202 whether the address has an account or not.
export function POST(request: NextRequest) {
  return handleAccountRequest(request, resetRequestSchema, requestPasswordReset, messageAnswer(202))
}
