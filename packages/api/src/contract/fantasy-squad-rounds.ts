// A manager's settled rounds: the history (each round's points and rank after it) and one round explained pick
// by pick: the player's games with the stored breakdown (PIR's parts, the win bonus), his role and its weight
// under the round's chip, and the weighted points, which add up to the squad's stored points for the round.
import { z } from '@hono/zod-openapi'
import { FantasyPositionSchema } from './fantasy-catalogue.ts'
import { FantasyPointsPartSchema } from './fantasy-results.ts'
import { FantasyChipSchema } from './fantasy-squads.ts'
import { NamedSchema } from './references.ts'

export const FantasyPickRoleSchema = z.enum(['captain', 'court', 'sixth', 'bench']).openapi('FantasyPickRole')

export const FantasySquadRoundSummarySchema = z
  .object({
    sequence: z.number().int().openapi({ description: 'The fantasy round: 1, 2, … in play order' }),
    name: z.string(),
    points: z.number(),
    /** Season total after the round, entry points included. */
    totalAfter: z.number(),
    /** Rank among every squad of the league season after the round (ties share a rank). */
    rank: z.number().int(),
  })
  .openapi('FantasySquadRoundSummary')

export type FantasySquadRoundSummary = z.infer<typeof FantasySquadRoundSummarySchema>

export const FantasySquadHistorySchema = z
  .object({
    squadId: z.number().int(),
    /** Settled rounds the squad played, in play order. */
    rounds: z.array(FantasySquadRoundSummarySchema),
  })
  .openapi('FantasySquadHistory')

export type FantasySquadHistory = z.infer<typeof FantasySquadHistorySchema>

export const FantasyPickGameSchema = z
  .object({
    game: z.object({
      slug: z.string(),
      date: z.string().nullable(),
      opponent: NamedSchema,
      home: z.boolean(),
    }),
    /** PIR (or the preset's weighted statistics), part by part, as stored when the round was settled. */
    base: z.number(),
    parts: z.array(FantasyPointsPartSchema),
    won: z.boolean(),
    winBonus: z.number(),
    /** A starter's points from the game: base + win bonus. */
    points: z.number(),
  })
  .openapi('FantasyPickGame')

export type FantasyPickGame = z.infer<typeof FantasyPickGameSchema>

export const FantasySquadRoundPickSchema = z
  .object({
    player: z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      club: NamedSchema.nullable(),
      position: FantasyPositionSchema,
    }),
    role: FantasyPickRoleSchema,
    /** The role's weight under the round's chip (captain ×2, triple captain ×3, bench ×0.5, bench boost ×1). */
    multiplier: z.number(),
    /** His games of the round that counted; empty when his team did not play or he sat out. */
    games: z.array(FantasyPickGameSchema),
    /** A starter's points over the round's games. */
    starterPoints: z.number(),
    /** starterPoints × multiplier, rounded to hundredths: the pick's share of the round's points. */
    points: z.number(),
  })
  .openapi('FantasySquadRoundPick')

export type FantasySquadRoundPick = z.infer<typeof FantasySquadRoundPickSchema>

export const FantasySquadRoundSchema = z
  .object({
    squadId: z.number().int(),
    round: FantasySquadRoundSummarySchema,
    chip: FantasyChipSchema.nullable(),
    /** The snapshot taken when the round was settled: court (captain first), sixth man, bench in order. */
    picks: z.array(FantasySquadRoundPickSchema),
  })
  .openapi('FantasySquadRound')

export type FantasySquadRound = z.infer<typeof FantasySquadRoundSchema>
