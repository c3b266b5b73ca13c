// Schemas shared by several platform routes.
import { z } from '@hono/zod-openapi'

export const errorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'not_found' }),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi('Error')

export const accessTokenSchema = z
  .object({
    access_token: z.string().openapi({ description: 'Bearer token for the per-user endpoints' }),
    message: z.string().optional(),
  })
  .openapi('AccessToken')

export function errorResponse(description: string) {
  return { content: { 'application/json': { schema: errorSchema } }, description }
}

export function jsonBody<Schema extends z.ZodType>(schema: Schema) {
  return { content: { 'application/json': { schema } }, required: true }
}

export function jsonResponse<Schema extends z.ZodType>(schema: Schema, description: string) {
  return { content: { 'application/json': { schema } }, description }
}

export const bearerSecurity = [{ bearerAuth: [] }]
