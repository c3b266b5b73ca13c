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

export const OperatorInvitationSchema = z
  .object({
    email: z.string(),
    client: z.string(),
    role: z.enum(['operator', 'staff']),
    invited: z.literal(true),
    expiresAt: z.string().openapi({ description: 'ISO time the link stops working' }),
  })
  .openapi('OperatorInvitation')

export const OperatorRemovalSchema = z
  .object({
    email: z.string(),
    client: z.string(),
    removed: z.boolean().openapi({ description: 'Whether the account had the role (pending invitations go too)' }),
  })
  .openapi('OperatorRemoval')

export type GrantOperatorRequest = z.infer<typeof GrantOperatorRequestSchema>
export type OperatorInvitation = z.infer<typeof OperatorInvitationSchema>
export type OperatorRemoval = z.infer<typeof OperatorRemovalSchema>
