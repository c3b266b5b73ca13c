// The answer of POST /admin/demo/advance (`league-api demo advance`): where the demo clock now stands and the
// round each league season in play is open for.
import { z } from '@hono/zod-openapi'

export const DemoAdvanceSchema = z
  .object({
    asOf: z.string().openapi({ description: 'ISO moment of the demo clock', example: '2022-12-21T22:59:59.000Z' }),
    date: z.string().openapi({ description: 'The demo day (YYYY-MM-DD): games after it are not played yet' }),
    leagues: z.array(
      z.object({
        leagueSeasonId: z.number().int(),
        season: z.string().openapi({ example: '2022-23' }),
        league: z.string().openapi({ example: 'aba-league' }),
        openRound: z
          .object({
            sequence: z.number().int(),
            name: z.string(),
            locksAt: z.string().nullable().openapi({ description: 'ISO time of the first tip-off' }),
          })
          .nullable()
          .openapi({ description: 'The round squads are picked for; null once the last round has locked' }),
        demoManagersMoved: z.number().int().openapi({ description: 'Demo squads that made their moves' }),
      }),
    ),
  })
  .openapi('DemoAdvance')

export type DemoAdvanceAnswer = z.infer<typeof DemoAdvanceSchema>
