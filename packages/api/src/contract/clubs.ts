// Clubs across seasons and a club within one season.
import { z } from '@hono/zod-openapi'
import { GameSummarySchema } from './games.ts'
import { NamedSchema, PlayerReferenceSchema, TeamReferenceSchema } from './references.ts'
import { StandingsRowSchema } from './standings.ts'
import { StatLineSchema } from './statistics.ts'

/** The club's look from its approved team application; null until one is approved. */
export const ClubLookShape = {
  crestUrl: z.string().nullable().openapi({
    description: 'API path of the crest (GET /clubs/{club}/crest), versioned by the file; null without a crest',
    example: '/v2/website/clubs/partizan/crest?v=0b6f3a4e',
  }),
  colours: z
    .object({ primary: z.string(), secondary: z.string() })
    .nullable()
    .openapi({ description: 'Club colours as #rrggbb', example: { primary: '#000000', secondary: '#ffffff' } }),
}

export const ClubsSchema = z
  .object({
    clubs: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        code: z.string(),
        currentName: z.string(),
        seasons: z.array(z.string()),
        ...ClubLookShape,
      }),
    ),
  })
  .openapi('Clubs')

export type Clubs = z.infer<typeof ClubsSchema>

export const ClubSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    code: z.string(),
    currentName: z.string(),
    names: z.array(z.string()),
    ...ClubLookShape,
    seasons: z.array(
      z.object({
        season: z.string(),
        league: NamedSchema,
        team: TeamReferenceSchema,
        status: z.string(),
        rank: z.number().int().nullable(),
        won: z.number().int(),
        lost: z.number().int(),
      }),
    ),
  })
  .openapi('Club')

export type Club = z.infer<typeof ClubSchema>

export const ClubGamesSchema = z.object({ games: z.array(GameSummarySchema) }).openapi('ClubGames')

export type ClubGames = z.infer<typeof ClubGamesSchema>

export const ClubPlayersSchema = z
  .object({
    players: z.array(
      z.object({
        player: PlayerReferenceSchema,
        seasons: z.array(z.string()),
        games: z.number().int(),
        perGame: StatLineSchema,
      }),
    ),
  })
  .openapi('ClubPlayers')

export type ClubPlayers = z.infer<typeof ClubPlayersSchema>

export const SeasonClubSchema = z
  .object({
    season: NamedSchema,
    ...ClubLookShape,
    leagues: z.array(NamedSchema.extend({ team: TeamReferenceSchema, standing: StandingsRowSchema.nullable() })),
    games: z.array(GameSummarySchema),
  })
  .openapi('SeasonClub')

export type SeasonClub = z.infer<typeof SeasonClubSchema>
