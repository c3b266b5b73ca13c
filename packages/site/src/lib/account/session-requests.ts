// What the site's /api/session routes accept, validated at the edge.
import { supportedLanguages } from '@league/client-league/languages'
import { z } from 'zod'

export const sessionRequestSchema = z.union([
  z.object({ access_token: z.string().min(1).max(4096) }),
  z.object({ email: z.email().max(254), password: z.string().min(1).max(200) }),
  z.object({ google_credential: z.string().min(1).max(8192) }),
])

export type SessionRequest = z.infer<typeof sessionRequestSchema>

/**
 * The part of the API's password rule a form can check before sending: the length. Whether a password is
 * too easy to guess is the API's to say (auth/password-rules.ts), in the reader's language.
 */
export const minimumPasswordLength = 10
export const passwordRule = z.string().min(minimumPasswordLength).max(200)

export const registrationSchema = z.object({
  email: z.email().max(254),
  password: passwordRule,
  name: z.string().trim().min(1).max(100),
  /** The language the fan reads the site and receives notifications in. */
  language: z.enum(supportedLanguages).optional(),
})

export type Registration = z.infer<typeof registrationSchema>

const language = z.enum(supportedLanguages).optional()
const linkToken = z.string().min(1).max(200)

/** POST /api/session/verify-email: the token of the e-mailed link. */
export const verifyEmailSchema = z.object({ token: linkToken })

/** POST /api/session/password-reset: where to send a link to set a new password. */
export const resetRequestSchema = z.object({ email: z.email().max(254), language })

/** POST /api/session/password-reset/confirm: the link's token and the new password. */
export const resetConfirmSchema = z.object({ token: linkToken, password: passwordRule, language })

/** POST /api/session/password: the signed-in user's current password and the new one. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: passwordRule,
  language,
})

/** One message per field of a zod error, for a 400 a person can act on. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body')
    fields[field] ??= issue.message
  }
  return fields
}
