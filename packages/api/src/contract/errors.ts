// The one error answer of every route: a machine code, a sentence a person understands, and per-field
// messages when a request failed validation (and, for a team application, its coded problems).
import { z } from '@hono/zod-openapi'

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'not_found' }),
      message: z.string().openapi({ example: 'No game 99-99 in this league' }),
      fields: z.record(z.string(), z.string()).optional(),
      /** A form's problems by path and code (team applications), so a site can word each in its language. */
      problems: z
        .array(
          z.object({
            path: z.string(),
            code: z.string(),
            values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
          }),
        )
        .optional(),
    }),
  })
  .openapi('Error')

export type ApiErrorBody = z.infer<typeof ErrorSchema>
