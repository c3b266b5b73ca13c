// The venues of the league (from the imported games) and the game a venue's screens show.
import { z } from '@hono/zod-openapi'
import { GameSummarySchema } from './games.ts'

export const VenueSchema = z
  .object({
    slug: z.string().openapi({ example: 'dvorana-kresimir-cosic' }),
    name: z.string(),
    capacity: z.number().int().nullable(),
    location: z.string().nullable(),
  })
  .openapi('Venue')

export const VenueListSchema = z.object({ venues: z.array(VenueSchema) }).openapi('VenueList')

/**
 * `live`: a game going on there now (its live log has events and no end); else `next`: the next scheduled
 * game there; else `last`: the last result there.
 */
export const VenueGameKindSchema = z.enum(['live', 'next', 'last'])

export const VenueDetailSchema = z
  .object({
    venue: VenueSchema,
    currentGame: z.object({ kind: VenueGameKindSchema, game: GameSummarySchema }).nullable(),
  })
  .openapi('VenueDetail')

export type Venue = z.infer<typeof VenueSchema>
export type VenueList = z.infer<typeof VenueListSchema>
export type VenueGameKind = z.infer<typeof VenueGameKindSchema>
export type VenueDetail = z.infer<typeof VenueDetailSchema>
