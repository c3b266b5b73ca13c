// Request and answer of the admin routes (/admin/…), which the CLI calls on the running API.
import { z } from '@hono/zod-openapi'

export const GrantOperatorRequestSchema = z
  .object({
    email: z.email().max(320).openapi({ example: 'scorer@example.com' }),
    client: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'a client slug such as aba')
      .max(60),
  })
  .openapi('GrantOperatorRequest')

export const OperatorGrantSchema = z
  .object({ email: z.string(), client: z.string(), operator: z.literal(true) })
  .openapi('OperatorGrant')

export type GrantOperatorRequest = z.infer<typeof GrantOperatorRequestSchema>
export type OperatorGrant = z.infer<typeof OperatorGrantSchema>
