// The league table: one row shape everywhere a table is shown (league, team, club season, game centre).
import { z } from '@hono/zod-openapi'
import { TeamReferenceSchema } from './references.ts'

const RecordSchema = z.object({ won: z.number().int(), lost: z.number().int() })

/** One tie-break criterion that split this team's group, as codes and numbers the site words in its language. */
const TieBreakStepSchema = z
  .object({
    criterion: z.enum([
      'head-to-head-classification-points',
      'head-to-head-wins',
      'head-to-head-point-difference',
      'head-to-head-points-scored',
      'point-difference',
      'points-scored',
    ]),
    /** True while games remain and the rules share ranks: the order may still change. */
    provisional: z.boolean(),
    /** Names of the teams of the group this team finished behind / ahead of on this criterion. */
    behind: z.array(z.string()),
    aheadOf: z.array(z.string()),
    /** The criterion's value for each team of the group, in the order it produced. */
    values: z.array(z.object({ team: z.string(), value: z.number(), isThisTeam: z.boolean() })),
  })
  .openapi('TieBreakStep')

export type TieBreakStep = z.infer<typeof TieBreakStepSchema>

const TieBreakExplanationSchema = z
  .object({
    steps: z.array(TieBreakStepSchema),
    /** Names of the teams no criterion separated from this one (they share its rank). */
    levelWith: z.array(z.string()),
  })
  .openapi('TieBreakExplanation')

export type TieBreakExplanation = z.infer<typeof TieBreakExplanationSchema>

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
    /** English sentence of the tie-breaks that placed this team; `tieBreakExplanation` is the same in codes. */
    tieBreak: z.string().nullable(),
    tieBreakExplanation: TieBreakExplanationSchema.nullable(),
  })
  .openapi('StandingsRow')

export type StandingsRow = z.infer<typeof StandingsRowSchema>

export const StandingsSchema = z
  .object({ phase: z.string(), standings: z.array(StandingsRowSchema) })
  .openapi('Standings')

export type Standings = z.infer<typeof StandingsSchema>
