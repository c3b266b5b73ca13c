/**
 * What the reducer must know before the first event: the two teams, their rosters and the length of the
 * periods. The API builds it from the game's row and its rosters; tests build it by hand.
 */
import { z } from 'zod'

export const RosterPlayerSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  /** The player's address on the site (its page and box-score links); absent for a roster typed by hand. */
  slug: z.string().optional(),
  /** Shirt number, shown in messages to the scorer ("#7 Bozic"). */
  number: z.string().optional(),
})

export const GameSetupTeamSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  players: z.array(RosterPlayerSchema),
})

export const GameSetupSchema = z.object({
  gameId: z.string().min(1),
  home: GameSetupTeamSchema,
  away: GameSetupTeamSchema,
  /** FIBA: 10 minutes per quarter, 5 per overtime. */
  periodSeconds: z.number().positive().default(600),
  overtimeSeconds: z.number().positive().default(300),
  /**
   * How fast the game clock runs against server time: 1 for a real game, the replay speed (up to 20) for a
   * replay, so every screen computes the same clock from the same anchor.
   */
  clockRate: z.number().min(1).max(20).default(1),
})

export type RosterPlayer = z.infer<typeof RosterPlayerSchema>
export type GameSetupTeam = z.infer<typeof GameSetupTeamSchema>
export type GameSetup = z.infer<typeof GameSetupSchema>
export type GameSetupInput = z.input<typeof GameSetupSchema>
