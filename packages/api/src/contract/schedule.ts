// Games between two dates, and the documents the league publishes.
import { z } from '@hono/zod-openapi'
import { GameSummarySchema } from './games.ts'

export const ScheduleSchema = z
  .object({ from: z.string(), to: z.string(), games: z.array(GameSummarySchema) })
  .openapi('Schedule')

export type Schedule = z.infer<typeof ScheduleSchema>

export const DocumentsSchema = z
  .object({
    documents: z.array(
      z.object({
        slug: z.string(),
        /** Title per locale. */
        title: z.record(z.string(), z.string()),
        url: z.string(),
        kind: z.string(),
        publishedAt: z.string(),
      }),
    ),
  })
  .openapi('Documents')

export type Documents = z.infer<typeof DocumentsSchema>
