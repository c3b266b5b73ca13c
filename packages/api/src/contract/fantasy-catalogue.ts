// The fantasy game's public catalogue of a league season: its rules and rounds, the players with their
// positions and prices, and one player's price history and points per game. Credits are answered as decimal
// numbers (12.5); the database keeps them in tenths.
import { z } from '@hono/zod-openapi'
import { NamedSchema } from './references.ts'

export const FantasyPositionSchema = z.enum(['guard', 'forward', 'centre']).openapi('FantasyPosition')

export const FantasyChipSchema = z.enum(['wildcard', 'bench-boost', 'triple-captain']).openapi('FantasyChip')

export const FantasyRoundStatusSchema = z.enum(['upcoming', 'open', 'locked', 'final']).openapi('FantasyRoundStatus')

/** The rules as a fan reads them: credits as decimals (100, 0.3), multipliers as factors (1.1, 2). */
export const FantasyRulesSchema = z
  .object({
    /** Bumped by every change of the rules; the highest applies. */
    version: z.number().int(),
    preset: z.enum(['elf-classic', 'points', 'custom']),
    /** Points per unit of each statistic, by stat key: `{ pir: 1 }` or `{ points: 1, rebounds: 1.2, … }`. */
    weights: z.record(z.string(), z.number()),
    winMultiplier: z.number(),
    captainMultiplier: z.number(),
    tripleCaptainMultiplier: z.number(),
    sixthManMultiplier: z.number(),
    benchMultiplier: z.number(),
    budget: z.number().openapi({ example: 100 }),
    squadSize: z.number().int(),
    positionQuota: z.object({ guard: z.number().int(), forward: z.number().int(), centre: z.number().int() }),
    maxPlayersPerClub: z.number().int(),
    formations: z.array(z.string().openapi({ example: '2-2-1' })),
    transfersPerRound: z.number().int(),
    unlimitedTransfersInPlayoffs: z.boolean(),
    unlimitedTransferRounds: z.array(z.number().int()),
    lateJoinerCreditsPerRound: z.number().openapi({ example: 0.3 }),
    chips: z.array(FantasyChipSchema),
    priceFloor: z.number().openapi({ example: 4 }),
    priceCeiling: z.number().openapi({ example: 25 }),
  })
  .openapi('FantasyRules')

export type FantasyRulesAnswer = z.infer<typeof FantasyRulesSchema>

export const FantasyRoundSchema = z
  .object({
    /** 1, 2, … in play order across the regular season and the play-offs. */
    sequence: z.number().int(),
    slug: z.string(),
    name: z.string(),
    phase: z.string(),
    status: FantasyRoundStatusSchema,
    /** First tip-off (ISO instant): transfers close here. */
    locksAt: z.string().nullable(),
    /** The dates the round's games are played on (`YYYY-MM-DD`), in order: each is a turn. */
    gameDays: z.array(z.string()),
    games: z.number().int(),
  })
  .openapi('FantasyRound')

export type FantasyRoundAnswer = z.infer<typeof FantasyRoundSchema>

export const FantasyOverviewSchema = z
  .object({
    season: NamedSchema,
    league: NamedSchema,
    rules: FantasyRulesSchema,
    rounds: z.array(FantasyRoundSchema),
    /** The round squads are picked for now; null once the last round has locked. */
    openRound: FantasyRoundSchema.nullable(),
    /** The round being played (locked, not final), if any. */
    roundInPlay: FantasyRoundSchema.nullable(),
  })
  .openapi('FantasyOverview')

export type FantasyOverview = z.infer<typeof FantasyOverviewSchema>

const FantasyClubSchema = z.object({ slug: z.string(), name: z.string() })

export const FantasyCatalogueEntrySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    club: FantasyClubSchema,
    position: FantasyPositionSchema,
    /** Current price in credits. */
    price: z.number().openapi({ example: 12.5 }),
    /** Price change after the last scored round, in credits (0 before the first). */
    priceChange: z.number(),
    /** Average fantasy points (a starter's, before role) over his last three games played. */
    form: z.number(),
    /** Fantasy points (a starter's) summed over the season's games so far. */
    seasonPoints: z.number(),
    /** Share of real managers' squads that hold him, in percent (demo managers are not counted). */
    selectedBy: z.number(),
    /** Share of the simulated demo managers' squads that hold him, in percent. */
    selectedByDemo: z.number(),
  })
  .openapi('FantasyCatalogueEntry')

export type FantasyCatalogueEntry = z.infer<typeof FantasyCatalogueEntrySchema>

export const FantasyCatalogueSortSchema = z.enum(['price', 'form', 'points', 'selected', 'name'])

export const FantasyCatalogueSchema = z
  .object({
    /** The round the prices apply to (the open one), null once the season's last round has locked. */
    openRound: z.number().int().nullable(),
    sort: FantasyCatalogueSortSchema,
    players: z.array(FantasyCatalogueEntrySchema),
  })
  .openapi('FantasyCatalogue')

export type FantasyCatalogue = z.infer<typeof FantasyCatalogueSchema>

export const FantasyPlayerSchema = z
  .object({
    player: FantasyCatalogueEntrySchema,
    /** `classifier` (derived from the box scores) or `staff` (set by the league). */
    positionSource: z.enum(['classifier', 'staff']),
    /** Price after each round (0 = opening price), oldest first. */
    prices: z.array(z.object({ afterRound: z.number().int(), price: z.number() })),
    /** His fantasy points in each game of the season so far (a starter's, before role), oldest first. */
    games: z.array(
      z.object({
        game: z.object({ slug: z.string(), date: z.string().nullable() }),
        /** Fantasy round sequence of the game. */
        round: z.number().int().nullable(),
        opponent: FantasyClubSchema,
        played: z.boolean(),
        won: z.boolean(),
        base: z.number(),
        points: z.number(),
      }),
    ),
  })
  .openapi('FantasyPlayer')

export type FantasyPlayer = z.infer<typeof FantasyPlayerSchema>
