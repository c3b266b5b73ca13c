// The small objects every league answer repeats: a named thing, a team, a player, paging facts.
import { z } from '@hono/zod-openapi'

export const NamedSchema = z.object({ slug: z.string(), name: z.string() })

export type Named = z.infer<typeof NamedSchema>

export const TeamReferenceSchema = z
  .object({
    /** The club's slug, stable across seasons. */
    slug: z.string().openapi({ example: 'crvena-zvezda' }),
    /** The name the team played under that season. */
    name: z.string().openapi({ example: 'Crvena zvezda Meridianbet' }),
    code: z.string().openapi({ example: 'CZV' }),
    club: NamedSchema,
  })
  .openapi('TeamReference')

export type TeamReference = z.infer<typeof TeamReferenceSchema>

export const PlayerReferenceSchema = z
  .object({
    slug: z.string().openapi({ example: 'stefan-dordevic' }),
    name: z.string().openapi({ example: 'Stefan Đorđević' }),
  })
  .openapi('PlayerReference')

export type PlayerReference = z.infer<typeof PlayerReferenceSchema>

/** Paging facts of a list answer (spread into the list's object). */
export const pagingShape = {
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
}

export const PhotosSchema = z
  .object({
    photos: z.array(z.object({ url: z.string(), caption: z.string(), takenAt: z.string().nullable() })),
  })
  .openapi('Photos')

export type Photos = z.infer<typeof PhotosSchema>

/** A game's video link (a recording or highlights) added by the league; null when there is none. */
export const GameVideoSchema = z
  .object({ video: z.object({ url: z.string(), title: z.string() }).nullable() })
  .openapi('GameVideo')

export type GameVideo = z.infer<typeof GameVideoSchema>
