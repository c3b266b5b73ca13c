// The play-off bracket and one series.
import { z } from '@hono/zod-openapi'
import { GameSummarySchema } from './games.ts'
import { TeamReferenceSchema } from './references.ts'

const DuelSideSchema = z.object({
  team: TeamReferenceSchema,
  seed: z.number().int().nullable(),
  wins: z.number().int(),
})

export const PlayoffDuelSchema = z
  .object({
    slug: z.string().openapi({ example: 'partizan-vs-crvena-zvezda' }),
    round: z.object({ slug: z.string(), name: z.string(), bestOf: z.number().int() }),
    home: DuelSideSchema,
    away: DuelSideSchema,
    winner: TeamReferenceSchema.nullable(),
    status: z.string(),
    summary: z.string(),
    games: z.array(GameSummarySchema),
  })
  .openapi('PlayoffDuel')

export type PlayoffDuel = z.infer<typeof PlayoffDuelSchema>

export const PlayoffBracketSchema = z
  .object({
    rounds: z.array(
      z.object({ slug: z.string(), name: z.string(), bestOf: z.number().int(), duels: z.array(PlayoffDuelSchema) }),
    ),
    champion: TeamReferenceSchema.nullable(),
  })
  .openapi('PlayoffBracket')

export type PlayoffBracket = z.infer<typeof PlayoffBracketSchema>
