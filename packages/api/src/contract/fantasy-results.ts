// The fantasy game's public results: the general ranking (overall or one round, with the reader's own squads),
// the facts of a scored round (team of the round, most picked, transfers, price movers) and the fantasy points
// of every player of one game, each explained part by part. Credits are answered as decimals (12.5).
import { z } from '@hono/zod-openapi'
import { FantasyPositionSchema, FantasyRoundStatusSchema } from './fantasy-catalogue.ts'
import { GameSummarySchema } from './games.ts'
import { NamedSchema, TeamReferenceSchema, pagingShape } from './references.ts'

export const FantasyRankingRowSchema = z
  .object({
    /** Shared by tied squads: 1, 2, 2, 4. */
    rank: z.number().int(),
    squadId: z.number().int(),
    squadName: z.string(),
    /** The manager's display name (never an e-mail address); a demo manager's invented name. */
    manager: z.string(),
    /** A simulated demo manager, never counted as a real user. */
    isDemo: z.boolean(),
    /** Season total (with a late joiner's entry points) after the ranked round, or now for the overall ranking. */
    total: z.number(),
    /** Points in the ranked round (overall: the last settled round); null when the squad did not play it. */
    roundPoints: z.number().nullable(),
  })
  .openapi('FantasyRankingRow')

export type FantasyRankingRow = z.infer<typeof FantasyRankingRowSchema>

export const FantasyRankingSchema = z
  .object({
    /** The ranked round's sequence number; null for the overall ranking. */
    round: z.number().int().nullable(),
    /** The last round scored so far (0 before the first). */
    settledRound: z.number().int(),
    ...pagingShape,
    rows: z.array(FantasyRankingRowSchema),
    /** The squads named by `?squad=`, each with its own rank, wherever it stands. */
    own: z.array(FantasyRankingRowSchema),
  })
  .openapi('FantasyRanking')

export type FantasyRanking = z.infer<typeof FantasyRankingSchema>

export const FantasyPlayerReferenceSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    /** Null while the season's positions are not derived yet. */
    position: FantasyPositionSchema.nullable(),
    club: NamedSchema,
  })
  .openapi('FantasyPlayerReference')

export type FantasyPlayerReference = z.infer<typeof FantasyPlayerReferenceSchema>

const PlayerPointsSchema = z.object({ player: FantasyPlayerReferenceSchema, points: z.number() })

const PlayerCountSchema = z.object({
  player: FantasyPlayerReferenceSchema,
  count: z.number().int(),
  /** Share of the round's squads, in per cent (one decimal). */
  percent: z.number(),
})

const PriceMoveSchema = z.object({
  player: FantasyPlayerReferenceSchema,
  /** Price before and after the round, in credits. */
  priceBefore: z.number(),
  priceAfter: z.number(),
  change: z.number(),
})

export const FantasyRoundFactsSchema = z
  .object({
    round: z.object({
      sequence: z.number().int(),
      name: z.string(),
      phase: z.string(),
      status: FantasyRoundStatusSchema,
      /** Whether the round's points are in the ranking yet. */
      settled: z.boolean(),
    }),
    /** Squads that played the round. */
    squads: z.number().int(),
    demoSquads: z
      .number()
      .int()
      .openapi({ description: 'Of `squads`, the simulated demo managers (their picks count in the shares)' }),
    /** The best ten by the position quota (4 guards, 4 forwards, 2 centres in ELF), best first. */
    teamOfTheRound: z.array(PlayerPointsSchema),
    mostPicked: z.array(PlayerCountSchema),
    /** Transfers made for this round. */
    mostTransferredIn: z.array(PlayerCountSchema),
    mostTransferredOut: z.array(PlayerCountSchema),
    risers: z.array(PriceMoveSchema),
    fallers: z.array(PriceMoveSchema),
  })
  .openapi('FantasyRoundFacts')

export type FantasyRoundFacts = z.infer<typeof FantasyRoundFactsSchema>

/** One line of a player's points: a statistic, its value and what it is worth (`{ key: 'pir', value: 18, points: 18 }`). */
export const FantasyPointsPartSchema = z
  .object({ key: z.string(), label: z.string().optional(), value: z.number(), points: z.number() })
  .openapi('FantasyPointsPart')

export type FantasyPointsPart = z.infer<typeof FantasyPointsPartSchema>

export const FantasyGamePlayerSchema = z
  .object({
    player: FantasyPlayerReferenceSchema,
    played: z.boolean(),
    /** Base points (the PIR in ELF's game): the sum of the parts. */
    base: z.number(),
    won: z.boolean(),
    /** What the win multiplier added. */
    winBonus: z.number(),
    /** A starter's points: base × win multiplier when won (captain and bench weights apply per squad). */
    points: z.number(),
    parts: z.array(FantasyPointsPartSchema),
  })
  .openapi('FantasyGamePlayer')

export type FantasyGamePlayer = z.infer<typeof FantasyGamePlayerSchema>

const FantasyGameSideSchema = z.object({ team: TeamReferenceSchema, players: z.array(FantasyGamePlayerSchema) })

export const FantasyGamePointsSchema = z
  .object({
    game: GameSummarySchema,
    /** False until the game is played: every player then answers 0. */
    final: z.boolean(),
    /** The league season's scoring multipliers, to explain the role weights beside the points. */
    multipliers: z.object({
      win: z.number(),
      captain: z.number(),
      tripleCaptain: z.number(),
      sixthMan: z.number(),
      bench: z.number(),
    }),
    home: FantasyGameSideSchema,
    away: FantasyGameSideSchema,
  })
  .openapi('FantasyGamePoints')

export type FantasyGamePoints = z.infer<typeof FantasyGamePointsSchema>
