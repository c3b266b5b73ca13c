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

export const ReopenGameRequestSchema = z
  .object({
    client: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'a client slug such as aba')
      .max(60),
    game: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'a game slug such as 22-6')
      .max(60),
    reason: z
      .string()
      .trim()
      .min(5, 'say why the game is reopened (at least 5 characters)')
      .max(500)
      .openapi({ example: 'The table scored a basket to the wrong team; the commissioner ordered a re-score.' }),
    reopenedBy: z.string().trim().min(1).max(200).openapi({ example: 'commissioner' }),
  })
  .openapi('ReopenGameRequest')

export const GameReopeningSchema = z
  .object({
    client: z.string(),
    game: z.string(),
    reason: z.string(),
    reopenedBy: z.string(),
    reopenedAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('GameReopening')

export type ReopenGameRequest = z.infer<typeof ReopenGameRequestSchema>
