// Crests and headshots as staff set them (PUT/DELETE /staff/clubs/{club}/crest and
// /staff/players/{player}/headshot) and the lists staff pick a club or a player from.
import { z } from '@hono/zod-openapi'

const slugPattern = /^[a-z0-9-]{1,100}$/

export const StaffClubParamsSchema = z.object({
  club: z
    .string()
    .regex(slugPattern, 'A club is named by its slug: lower-case letters, digits and hyphens')
    .openapi({ param: { name: 'club', in: 'path' }, example: 'partizan' }),
})

export const StaffPlayerParamsSchema = z.object({
  player: z
    .string()
    .regex(slugPattern, 'A player is named by its slug: lower-case letters, digits and hyphens')
    .openapi({ param: { name: 'player', in: 'path' }, example: 'stefan-dordevic' }),
})

/** The multipart form of a crest or headshot: just the image. */
export const StaffImageFormSchema = z
  .object({
    file: z.instanceof(File, { message: 'Choose an image to send' }).openapi({
      type: 'string',
      format: 'binary',
      description: 'PNG, JPEG or WebP; its type is read from its content',
    }),
  })
  .openapi('StaffImageForm')

export const ClubCrestSchema = z
  .object({
    club: z.string(),
    crestUrl: z.string().nullable().openapi({ example: '/v2/website/clubs/partizan/crest?v=0b6f3a4e' }),
  })
  .openapi('ClubCrest')

export const PlayerHeadshotSchema = z
  .object({
    player: z.string(),
    headshotUrl: z.string().nullable().openapi({ example: '/v2/website/players/stefan-dordevic/headshot?v=0b6f3a4e' }),
  })
  .openapi('PlayerHeadshot')

export const StaffMediaClubsSchema = z
  .object({
    clubs: z.array(z.object({ slug: z.string(), name: z.string(), code: z.string(), crestUrl: z.string().nullable() })),
  })
  .openapi('StaffMediaClubs')

export const StaffMediaPlayersQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .min(2, 'Type at least two letters of the name')
    .max(100, 'A name is at most 100 characters')
    .openapi({ param: { name: 'search', in: 'query' }, example: 'dordevic' }),
})

export const StaffMediaPlayersSchema = z
  .object({
    players: z.array(z.object({ slug: z.string(), name: z.string(), headshotUrl: z.string().nullable() })),
  })
  .openapi('StaffMediaPlayers')

export type ClubCrest = z.infer<typeof ClubCrestSchema>
export type PlayerHeadshot = z.infer<typeof PlayerHeadshotSchema>
export type StaffMediaClubs = z.infer<typeof StaffMediaClubsSchema>
export type StaffMediaPlayers = z.infer<typeof StaffMediaPlayersSchema>
