// Seasons of the client league.
import { z } from '@hono/zod-openapi'
import { NamedSchema, TeamReferenceSchema } from './references.ts'

export const SeasonsSchema = z
  .object({
    seasons: z.array(
      z.object({
        slug: z.string().openapi({ example: '2022-23' }),
        name: z.string(),
        current: z.boolean(),
        leagues: z.array(NamedSchema),
      }),
    ),
  })
  .openapi('Seasons')

export type Seasons = z.infer<typeof SeasonsSchema>

export const SeasonSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    current: z.boolean(),
    leagues: z.array(NamedSchema.extend({ phases: z.array(z.object({ slug: z.string(), kind: z.string() })) })),
    clubs: z.array(TeamReferenceSchema),
  })
  .openapi('Season')

export type Season = z.infer<typeof SeasonSchema>
