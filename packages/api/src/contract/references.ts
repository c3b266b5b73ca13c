// The small objects every league answer repeats: a named thing, a team, a player, paging facts.
import { z } from '@hono/zod-openapi'
import { ResponsiveImageSchema } from './uploads.ts'

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
    /** On answers that draw club marks (standings, game lists, game header, box score, bracket). */
    crestUrl: z
      .string()
      .nullable()
      .optional()
      .openapi({
        description:
          "API path of the club's crest (GET /clubs/{club}/crest), versioned by the file; null without a crest. " +
          'Present on standings, game lists, the game header and box score, and the bracket.',
        example: '/v2/website/clubs/partizan/crest?v=0b6f3a4e',
      }),
    colours: z
      .object({ primary: z.string(), secondary: z.string() })
      .nullable()
      .optional()
      .openapi({ description: 'Club colours as #rrggbb, where crestUrl is given; null when the club has none' }),
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

export const PhotoSchema = z
  .object({
    url: z.string().openapi({ description: 'The image; for a gallery photo the API path of its widest JPEG' }),
    caption: z.string(),
    takenAt: z.string().nullable(),
    /** Per language code; a gallery photo always has its league's first language. Empty for imported photos. */
    alt: z.record(z.string(), z.string()),
    credit: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    /** The responsive copies of a staff gallery photo (<picture> sources); null for imported photos. */
    image: ResponsiveImageSchema.nullable(),
    /** The published staff gallery the photo is in; null for imported photos. */
    gallery: z.object({ slug: z.string(), title: z.record(z.string(), z.string()) }).nullable(),
  })
  .openapi('Photo')

export type Photo = z.infer<typeof PhotoSchema>

export const PhotosSchema = z.object({ photos: z.array(PhotoSchema) }).openapi('Photos')

export type Photos = z.infer<typeof PhotosSchema>

/** A game's video link (a recording or highlights) added by the league; null when there is none. */
export const GameVideoSchema = z
  .object({ video: z.object({ url: z.string(), title: z.string() }).nullable() })
  .openapi('GameVideo')

export type GameVideo = z.infer<typeof GameVideoSchema>
