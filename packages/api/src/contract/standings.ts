// The league table: one row shape everywhere a table is shown (league, team, club season, game centre).
import { z } from '@hono/zod-openapi'
import { TeamReferenceSchema } from './references.ts'

const RecordSchema = z.object({ won: z.number().int(), lost: z.number().int() })

export const StandingsRowSchema = z
  .object({
    rank: z.number().int(),
    team: TeamReferenceSchema,
    played: z.number().int(),
    won: z.number().int(),
    lost: z.number().int(),
    forfeitsLost: z.number().int(),
    pointsFor: z.number().int(),
    pointsAgainst: z.number().int(),
    pointDifference: z.number().int(),
    classificationPoints: z.number().int(),
    form: z.array(z.enum(['W', 'L'])),
    streak: z.string(),
    home: RecordSchema,
    away: RecordSchema,
    zone: z.enum(['playoff', 'relegation']).nullable(),
    tieBreak: z.string().nullable(),
  })
  .openapi('StandingsRow')

export type StandingsRow = z.infer<typeof StandingsRowSchema>

export const StandingsSchema = z
  .object({ phase: z.string(), standings: z.array(StandingsRowSchema) })
  .openapi('Standings')

export type Standings = z.infer<typeof StandingsSchema>
