// Clubs across seasons and a club within one season.
import { z } from '@hono/zod-openapi'
import { GameSummarySchema } from './games.ts'
import { NamedSchema, PlayerReferenceSchema, TeamReferenceSchema } from './references.ts'
import { StandingsRowSchema } from './standings.ts'
import { StatLineSchema } from './statistics.ts'

export const ClubsSchema = z
  .object({
    clubs: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        code: z.string(),
        currentName: z.string(),
        seasons: z.array(z.string()),
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
    leagues: z.array(NamedSchema.extend({ team: TeamReferenceSchema, standing: StandingsRowSchema.nullable() })),
    games: z.array(GameSummarySchema),
  })
  .openapi('SeasonClub')

export type SeasonClub = z.infer<typeof SeasonClubSchema>
