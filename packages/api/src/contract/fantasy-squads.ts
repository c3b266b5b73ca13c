// A fan's fantasy squads (signed-in, under /v2/website/user/fantasy/…): the squad view, the bodies that create a
// squad, save its lineup, make transfers and play a chip, and the refusal that explains every broken rule in the
// reader's language. Credits are decimal numbers here (12.5); storage keeps tenths.
import { z } from '@hono/zod-openapi'
import type { FantasyChip, FantasyPosition, FantasySlot } from '@league/stats/fantasy/rules'

export const fantasyPositions = ['guard', 'forward', 'centre'] as const satisfies readonly FantasyPosition[]
export const fantasySlots = ['court', 'sixth', 'bench'] as const satisfies readonly FantasySlot[]
export const fantasyChips = ['wildcard', 'bench-boost', 'triple-captain'] as const satisfies readonly FantasyChip[]

const PositionSchema = z.enum(fantasyPositions)
const SlotSchema = z.enum(fantasySlots)
export const FantasyChipSchema = z.enum(fantasyChips)
const credits = (description: string) => z.number().openapi({ description, example: 12.5 })
/** Written in the reader's language; the request's `Accept-Language` decides when the body names none. */
const LanguageSchema = z
  .string()
  .max(10)
  .optional()
  .openapi({ description: 'Language of the messages (en, sr, sl, es, fr, ru); else Accept-Language, else en' })

export const FantasySquadPickSchema = z
  .object({
    playerId: z.number().int(),
    slug: z.string(),
    name: z.string(),
    club: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    position: PositionSchema,
    price: credits('Current price: what the player would be sold for now'),
    boughtPrice: credits('Price the squad paid'),
    slot: SlotSchema,
    /** 1, 2, … on the bench in the order the manager set; 0 on the court and for the sixth man. */
    benchOrder: z.number().int(),
    captain: z.boolean(),
    locked: z.boolean().openapi({
      description: 'Whether his game of the round in play has started: he can no longer move or change captaincy',
    }),
  })
  .openapi('FantasySquadPick')

const RoundSchema = z.object({
  sequence: z.number().int().openapi({ description: 'Fantasy round 1, 2, … across the league season' }),
  name: z.string(),
  locksAt: z.string().nullable().openapi({ description: 'First tip-off (ISO instant): transfers close here' }),
})

export const FantasySquadSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    version: z.number().int().openapi({ description: 'Send it back with every change; an older one answers 409' }),
    season: z.string(),
    league: z.string(),
    bank: credits('Credits not spent'),
    squadValue: credits('Sum of the current prices of the picks'),
    picks: z.array(FantasySquadPickSchema),
    formation: z.string().nullable().openapi({ description: 'Guards-forwards-centres on the court, e.g. 2-2-1' }),
    openRound: RoundSchema.nullable().openapi({ description: 'The round squads are picked for; null when none' }),
    roundInPlay: RoundSchema.nullable().openapi({ description: 'The round being played (locked, not final)' }),
    transfers: z.object({
      made: z.number().int().openapi({ description: 'Transfers made for the open round' }),
      left: z.union([z.number().int(), z.literal('unlimited')]).openapi({
        description: 'Free transfers left for the open round, or unlimited (play-offs, windows, wildcard)',
      }),
    }),
    chips: z.object({
      available: z.array(FantasyChipSchema).openapi({ description: 'Chips switched on and not played yet' }),
      used: z.array(z.object({ chip: FantasyChipSchema, round: z.number().int() })),
    }),
    totalPoints: z.number().openapi({ description: 'Season total, the entry points included' }),
    roundPoints: z.number().nullable().openapi({ description: 'Points of the last scored round; null before any' }),
    joinedRound: z.number().int(),
    entryPoints: z.number().openapi({ description: "A late joiner's average score for the rounds before joining" }),
  })
  .openapi('FantasySquad')

export type FantasySquadPick = z.infer<typeof FantasySquadPickSchema>
export type FantasySquad = z.infer<typeof FantasySquadSchema>

export const FantasySquadListSchema = z
  .object({
    squads: z.array(FantasySquadSchema),
    maxSquads: z.number().int().openapi({ description: 'Squads an account may hold per league season' }),
  })
  .openapi('FantasySquadList')

export type FantasySquadList = z.infer<typeof FantasySquadListSchema>

/** A pick as a manager places it. */
export const FantasyPickInputSchema = z
  .object({
    playerId: z.number().int().positive(),
    slot: SlotSchema,
    captain: z.boolean().default(false),
    benchOrder: z
      .number()
      .int()
      .min(0)
      .max(20)
      .optional()
      .openapi({ description: 'Order on the bench (1 first); the order of the list when left out' }),
  })
  .openapi('FantasyPickInput')

export const CreateFantasySquadSchema = z
  .object({
    name: z.string().trim().min(1).max(40),
    picks: z.array(FantasyPickInputSchema).max(30),
    language: LanguageSchema,
  })
  .openapi('CreateFantasySquad')

export const FantasyLineupSchema = z
  .object({
    version: z.number().int().positive(),
    picks: z.array(FantasyPickInputSchema).max(30),
    language: LanguageSchema,
  })
  .openapi('FantasyLineup')

export const FantasyTransfersSchema = z
  .object({
    version: z.number().int().positive(),
    transfers: z
      .array(z.object({ out: z.number().int().positive(), in: z.number().int().positive() }))
      .min(1)
      .max(15)
      .openapi({ description: 'Players out and in; the new one takes the outgoing one’s place and captaincy' }),
    language: LanguageSchema,
  })
  .openapi('FantasyTransfers')

export const FantasyChipRequestSchema = z
  .object({ version: z.number().int().positive(), chip: FantasyChipSchema, language: LanguageSchema })
  .openapi('FantasyChipRequest')

export type FantasyPickInput = z.infer<typeof FantasyPickInputSchema>
export type CreateFantasySquad = z.infer<typeof CreateFantasySquadSchema>
export type FantasyLineup = z.infer<typeof FantasyLineupSchema>
export type FantasyTransfers = z.infer<typeof FantasyTransfersSchema>
export type FantasyChipRequest = z.infer<typeof FantasyChipRequestSchema>

export const FantasyViolationSchema = z
  .object({
    code: z.string().openapi({ example: 'club_limit' }),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    message: z.string().openapi({ example: '7 players from Partizan: at most 6' }),
  })
  .openapi('FantasyViolation')

/**
 * The API's one error body (`{ error: { code, message } }`) with every broken squad rule listed, and on a
 * stale version the squad as it is now, so the site can show it without another request.
 */
export const FantasySquadErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'invalid_squad' }),
      message: z.string().openapi({ example: '3.5 credits over budget' }),
      fields: z.record(z.string(), z.string()).optional(),
      violations: z.array(FantasyViolationSchema).optional(),
    }),
    squad: FantasySquadSchema.optional().openapi({ description: 'The current squad, on 409 stale_version' }),
  })
  .openapi('FantasySquadError')

export type FantasyViolation = z.infer<typeof FantasyViolationSchema>
export type FantasySquadError = z.infer<typeof FantasySquadErrorSchema>
