import { clientSchema } from '@league/tokens/client-schema'
import { z } from 'zod'

const optionalText = z.string().min(1).optional()

// The favicon names the spec gives; the API already reads them (packages/api/src/http/clients.ts).
export const faviconNames = ['faviconSm', 'faviconLg', 'androidChromeSm', 'androidChromeLg'] as const
export type FaviconName = (typeof faviconNames)[number]

/**
 * client.json as the CLI writes it: the brand schema of the tokens package (the one the theme build and
 * the API validate with) plus the settings only the API and site read. These optional fields are the
 * ones the API's client file accepts; when the tokens schema grows them, this extension shrinks.
 */
export const clientFileSchema = clientSchema.extend({
  name: optionalText,
  favicons: z
    .object(
      Object.fromEntries(faviconNames.map((name) => [name, z.string().min(1)])) as Record<FaviconName, z.ZodString>,
    )
    .optional(),
  manifest: optionalText,
  googleAnalyticsId: z
    .string()
    .regex(/^(G|UA|GT|AW)-[A-Z0-9-]+$/, { error: 'expected a Google Analytics id like G-ABC123XYZ' })
    .optional(),
  apiBase: z.url({ error: 'expected an absolute URL like https://api.example.com' }).optional(),
  timerApiBase: z.url({ error: 'expected an absolute URL like https://timer.example.com' }).optional(),
  push: z
    .object({
      apiKey: z.string().min(1),
      projectId: z.string().min(1),
      messagingSenderId: z.string().min(1),
      appId: z.string().min(1),
      vapidKey: z.string().min(1),
    })
    .optional(),
})

export type ClientFile = z.infer<typeof clientFileSchema>

/** Problems of a parsed client.json, one line each (`colors.color1: expected a hex colour…`). */
export function clientFileProblems(input: unknown): string[] {
  const result = clientFileSchema.safeParse(input)
  if (result.success) {
    return []
  }
  return result.error.issues.map(
    (issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`,
  )
}
