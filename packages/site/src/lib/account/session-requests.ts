// What the site's /api/session routes accept, validated at the edge.
import { supportedLanguages } from '@league/client-league/languages'
import { z } from 'zod'

export const sessionRequestSchema = z.union([
  z.object({ access_token: z.string().min(1).max(4096) }),
  z.object({ email: z.email().max(254), password: z.string().min(1).max(200) }),
  z.object({ google_credential: z.string().min(1).max(8192) }),
])

export type SessionRequest = z.infer<typeof sessionRequestSchema>

/** The site's password rule, stricter than the API's minimum: stated on the registration page. */
export const passwordRule = z.string().min(8).max(200).regex(/\p{L}/u).regex(/\p{N}/u)

export const registrationSchema = z.object({
  email: z.email().max(254),
  password: passwordRule,
  name: z.string().trim().min(1).max(100),
  /** The language the fan reads the site and receives notifications in. */
  language: z.enum(supportedLanguages).optional(),
})

export type Registration = z.infer<typeof registrationSchema>

/** One message per field of a zod error, for a 400 a person can act on. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body')
    fields[field] ??= issue.message
  }
  return fields
}
