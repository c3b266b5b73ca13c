/**
 * The live state of a game: what the reducer builds from the event log. It is plain JSON (the API sends it
 * as the SSE snapshot and stores nothing else), so it is described by zod schemas the API's contract reuses.
 */
import type { BoxScoreCounts } from '@league/stats/types'
import { z } from 'zod'
import { LoggedEventSchema } from './events.ts'
import { GameSetupSchema } from './setup.ts'

/**
 * A running clock is anchored: at server time `anchorAt` it showed `remainingMs`; since then it has run at
 * the setup's clock rate. A stopped clock shows `remainingMs`. Screens compute the same value from the same
 * anchor, so two screens agree to within their own clocks' difference.
 */
export const AnchoredClockSchema = z.object({
  running: z.boolean(),
  remainingMs: z.number().min(0),
  anchorAt: z.number(),
})

export const BoxScoreCountsSchema = z.object({
  seconds: z.number(),
  points: z.number(),
  twoPointersMade: z.number(),
  twoPointersAttempted: z.number(),
  threePointersMade: z.number(),
  threePointersAttempted: z.number(),
  freeThrowsMade: z.number(),
  freeThrowsAttempted: z.number(),
  offensiveRebounds: z.number(),
  defensiveRebounds: z.number(),
  assists: z.number(),
  steals: z.number(),
  turnovers: z.number(),
  blocks: z.number(),
  blocksAgainst: z.number(),
  foulsCommitted: z.number(),
  foulsDrawn: z.number(),
  plusMinus: z.number(),
}) satisfies z.ZodType<BoxScoreCounts>

export const LivePlayerSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  name: z.string(),
  number: z.string().optional(),
  starter: z.boolean(),
  played: z.boolean(),
  onCourt: z.boolean(),
  /** Game-clock time left in the period when the player last came on (ms); null while on the bench. */
  enteredAtRemainingMs: z.number().nullable(),
  /** Seconds on court in finished stints, in ms, so seconds round once at the end. */
  playedMs: z.number(),
  counts: BoxScoreCountsSchema,
  /** Performance Index Rating of the counts (`@league/stats` box-score formula). */
  pir: z.number(),
  technicalFouls: z.number(),
  unsportsmanlikeFouls: z.number(),
  /** Five fouls (Art. 40) or disqualified (Art. 36.3, 37.2, 38): may not play again. */
  fouledOut: z.boolean(),
})

export const LiveTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  side: z.enum(['home', 'away']),
  score: z.number(),
  /** Points per period, not cumulative: q1…q4 then overtimes. */
  periodScores: z.array(z.number()),
  /** Team fouls per period (index 0 = 1st quarter); overtimes are stored apart but count as the 4th. */
  teamFouls: z.array(z.number()),
  /** Team fouls that count for the penalty in the current period (Art. 41.1.2). */
  teamFoulsForPenalty: z.number(),
  /** True when the team has 4 or more team fouls in the period: the next personal foul gives 2 free throws. */
  inPenalty: z.boolean(),
  timeoutsUsed: z.record(z.string(), z.number()),
  timeoutsLeft: z.number(),
  onCourt: z.array(z.string()),
  /**
   * The head coach's fouls as the scoresheet charges them (Art. 36.3, 38.3): "C" for his own technicals, "B" for
   * the bench's (a substitute's, an assistant's or a follower's, and each disqualification of one of them).
   * He is disqualified after two "C", after three technicals with "B" among them, or on his own disqualifying
   * foul; a foul charged to the coach after that is his successor's, counted on from zero.
   */
  coachFouls: z.object({
    coach: z.number(),
    bench: z.number(),
    /** Head coaches disqualified in this game so far (the first assistant then takes over, Art. 7.6). */
    disqualified: z.number(),
  }),
})

export const GAME_PHASES = ['scheduled', 'period', 'break', 'final'] as const

export const LiveGameStateSchema = z.object({
  setup: GameSetupSchema,
  /** `scheduled` before the first period, `period` while one is on, `break` between periods, `final` after. */
  phase: z.enum(GAME_PHASES),
  /** Current (or last) period; 0 before the game. */
  period: z.number(),
  gameClock: AnchoredClockSchema,
  shotClock: AnchoredClockSchema,
  home: LiveTeamSchema,
  away: LiveTeamSchema,
  /**
   * The team entitled to the next alternating-possession throw-in (FIBA Art. 12.5): set by the opening jump
   * ball to the team that did not gain control, turned after each alternating-possession throw-in (a held
   * ball, the start of the 2nd to 4th quarters and of each overtime). Null until the opening jump ball.
   */
  possessionArrow: z.enum(['home', 'away']).nullable(),
  players: z.record(z.string(), LivePlayerSchema),
  /** Sequence of the last event in the log (0 for an empty log). */
  sequence: z.number(),
  /** Server time of the last event (ms); null for an empty log. */
  lastEventAt: z.number().nullable(),
  /** Every accepted event, corrections and cancelled ones included: the play-by-play. */
  log: z.array(LoggedEventSchema),
  cancelledSequences: z.array(z.number()),
})

export type AnchoredClock = z.infer<typeof AnchoredClockSchema>
export type LivePlayer = z.infer<typeof LivePlayerSchema>
export type LiveTeam = z.infer<typeof LiveTeamSchema>
export type GamePhase = (typeof GAME_PHASES)[number]
export type LiveGameState = z.infer<typeof LiveGameStateSchema>
