// Games between two dates, and the documents the league publishes.
import { z } from '@hono/zod-openapi'
import { GameSummarySchema } from './games.ts'

export const ScheduleSchema = z
  .object({ from: z.string(), to: z.string(), games: z.array(GameSummarySchema) })
  .openapi('Schedule')

export type Schedule = z.infer<typeof ScheduleSchema>

const PublicDocumentVersionSchema = z.object({
  version: z.number().int(),
  /** The PDF's download address (GET /v2/website/documents/files/{fileId}); a new version is a new one. */
  url: z.string(),
  byteSize: z.number().int(),
  /** What changed, per locale. */
  note: z.record(z.string(), z.string()),
  publishedAt: z.string(),
})

export const DocumentsSchema = z
  .object({
    documents: z.array(
      z.object({
        slug: z.string(),
        /** Title per locale. */
        title: z.record(z.string(), z.string()),
        /** The current version's download address (an imported document's own address). */
        url: z.string(),
        kind: z.string(),
        /** When the current version was published. */
        publishedAt: z.string(),
        /** regulations, bylaws, forms or media. */
        category: z.enum(['regulations', 'bylaws', 'forms', 'media']),
        /** The current version; null for an imported document, which has only its address. */
        current: PublicDocumentVersionSchema.nullable(),
        /** The earlier versions, newest first. */
        olderVersions: z.array(PublicDocumentVersionSchema),
      }),
    ),
  })
  .openapi('Documents')

export type Documents = z.infer<typeof DocumentsSchema>
