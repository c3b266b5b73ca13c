// A player: overview with the career table, and the game log.
import { z } from '@hono/zod-openapi'
import { FantasyPositionSchema } from './fantasy-catalogue.ts'
import { GameSummarySchema } from './games.ts'
import { TeamReferenceSchema } from './references.ts'
import { StatLineSchema } from './statistics.ts'

/** A career table: a row a season and the total. */
const CareerTableSchema = z.object({
  seasons: z.array(
    z.object({
      season: z.string(),
      teams: z.array(TeamReferenceSchema),
      games: z.number().int(),
      gamesStarted: z.number().int(),
      perGame: StatLineSchema,
      totals: StatLineSchema,
    }),
  ),
  total: z
    .object({
      games: z.number().int(),
      gamesStarted: z.number().int(),
      perGame: StatLineSchema,
      totals: StatLineSchema,
    })
    .nullable(),
})

export const PlayerSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    headshotUrl: z.string().nullable().openapi({
      description: 'API path of the headshot (GET /players/{player}/headshot), versioned by the file; null without one',
      example: '/v2/website/players/stefan-dordevic/headshot?v=0b6f3a4e',
    }),
    /** Fantasy position in the latest league season whose roster he is on (see `positionSeason`). */
    position: FantasyPositionSchema.nullable(),
    positionSeason: z.string().nullable().openapi({ example: '2022-23' }),
    firstName: z.string(),
    lastName: z.string(),
    spellings: z.array(z.string()),
    jerseys: z.array(z.string()),
    clubs: z.array(TeamReferenceSchema),
    /** Every game, regular season and play-offs together. */
    career: CareerTableSchema,
    /** Regular-season games only, as the league's leaders count them. */
    regularSeason: CareerTableSchema,
    /** Play-off games only (every play-off round). */
    playoffs: CareerTableSchema,
  })
  .openapi('Player')

export type Player = z.infer<typeof PlayerSchema>

export const PlayerGamesSchema = z
  .object({
    games: z.array(
      z.object({
        game: GameSummarySchema,
        team: TeamReferenceSchema,
        starter: z.boolean(),
        played: z.boolean(),
        stats: StatLineSchema,
      }),
    ),
  })
  .openapi('PlayerGames')

export type PlayerGames = z.infer<typeof PlayerGamesSchema>
