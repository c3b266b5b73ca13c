// The one error answer of every route: a machine code, a sentence a person understands, and per-field
// messages when a request failed validation.
import { z } from '@hono/zod-openapi'

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'not_found' }),
      message: z.string().openapi({ example: 'No game 99-99 in this league' }),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi('Error')

export type ApiErrorBody = z.infer<typeof ErrorSchema>
