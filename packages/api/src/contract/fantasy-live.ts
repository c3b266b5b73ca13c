// Live fantasy points: a squad's round total as it stands (GET /v2/live/fantasy/squads/{squad}/stream) and
// the round's live leaderboard.
import { z } from '@hono/zod-openapi'

export const LiveSquadPointsSchema = z
  .object({
    squadId: z.number().int(),
    round: z.number().int().openapi({ description: 'The fantasy round sequence the total is about' }),
    total: z.number().openapi({ description: "Finished games' points plus the live points, after roles and chip" }),
    picks: z.array(
      z.object({
        playerId: z.number().int(),
        role: z.enum(['captain', 'court', 'sixth', 'bench']),
        multiplier: z.number(),
        points: z.number(),
        parts: z
          .array(z.object({ key: z.string(), value: z.number(), points: z.number() }))
          .optional()
          .openapi({
            description:
              "PIR's parts so far over the round's games (zero parts left out), once one of his games has begun",
          }),
        winBonus: z.number().optional().openapi({ description: 'What winning (or leading, while live) added' }),
      }),
    ),
    liveGames: z.array(z.string()).openapi({ description: "Slugs of the round's games being played now" }),
  })
  .openapi('LiveSquadPoints')

export type LiveSquadPointsAnswer = z.infer<typeof LiveSquadPointsSchema>

export const LiveLeaderboardSchema = z
  .object({
    round: z.number().int(),
    liveGames: z.array(z.string()),
    squads: z.number().int().openapi({ description: 'Squads ranked' }),
    rows: z.array(
      z.object({
        rank: z.number().int(),
        squadId: z.number().int(),
        name: z.string(),
        isDemo: z.boolean(),
        points: z.number(),
      }),
    ),
    own: z
      .object({
        rank: z.number().int(),
        squadId: z.number().int(),
        name: z.string(),
        isDemo: z.boolean(),
        points: z.number(),
      })
      .nullable()
      .openapi({ description: 'The `squad` asked for, wherever it ranks' }),
  })
  .openapi('LiveLeaderboard')

export type LiveLeaderboard = z.infer<typeof LiveLeaderboardSchema>
