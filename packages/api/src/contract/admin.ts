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

export type OperatorInvitation = z.infer<typeof OperatorInvitationSchema>
export type OperatorRemoval = z.infer<typeof OperatorRemovalSchema>

/** POST /admin/import: season folders on the API's machine (the CLI's own, so the same files). */
export const ImportRequestSchema = z
  .object({
    client: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'a client slug such as aba')
      .max(60),
    folders: z
      .array(
        z
          .string()
          .min(1)
          .max(4096)
          .refine((folder) => folder.startsWith('/'), 'an absolute folder path on the machine of the API'),
      )
      .min(1, 'name at least one season folder')
      .max(100)
      .openapi({ example: ['/srv/league/data/aba-2022-23'] }),
  })
  .openapi('ImportRequest')

const TableChangeSchema = z.object({ inserted: z.number(), updated: z.number(), deleted: z.number() })

/** One line of the answer of POST /admin/import (newline-delimited JSON): progress, then the end. */
export const ImportStreamLineSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('progress'), step: z.string(), completed: z.number(), total: z.number() }),
    z.object({ type: z.literal('warning'), message: z.string() }),
    z.object({
      type: z.literal('done'),
      seasons: z.array(z.string()),
      games: z.number(),
      milliseconds: z.number(),
      changes: z.record(z.string(), TableChangeSchema),
      notified: z.object({ games: z.number(), news: z.number() }),
    }),
    z.object({ type: z.literal('failed'), message: z.string() }),
  ])
  .openapi('ImportStreamLine')

export type ImportRequest = z.infer<typeof ImportRequestSchema>
export type ImportStreamLine = z.infer<typeof ImportStreamLineSchema>

export const ClientSlugParametersSchema = z.object({
  client: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'a client slug such as liga-sur')
    .max(60)
    .openapi({ param: { name: 'client', in: 'path' }, example: 'liga-norte' }),
})

export const ClientReleaseSchema = z
  .object({
    client: z.string(),
    released: z.array(z.string()).openapi({
      description: 'The domains it no longer answers for (as it answers unknown hosts: 400 unknown_client)',
    }),
  })
  .openapi('ClientRelease')

export type ClientRelease = z.infer<typeof ClientReleaseSchema>
