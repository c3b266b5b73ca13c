/**
 * The event catalogue of a live game: what an official scorer records, one event at a time. Every event is
 * validated with these schemas at the edge (the API) and applied by the reducer (`reducer.ts`).
 *
 * An event says what happened, never when: the time comes from the envelope (`LoggedEvent.at`), stamped by
 * the server that stored it, so the reducer never reads a clock.
 */
import { z } from 'zod'

const teamId = z.string().min(1).describe('Club code of the team the event belongs to, e.g. "ZAD"')
const playerId = z.string().min(1).describe('Player id as on the game sheet')

/** Court position of a shot in per cent of the court (x along the 28 m length, y across the 15 m width). */
export const CourtPositionSchema = z.object({
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
})

export const StartingLineupEventSchema = z.object({
  type: z.literal('starting_lineup'),
  teamId,
  playerIds: z.array(playerId).length(5),
})

export const PeriodStartEventSchema = z.object({
  type: z.literal('period_start'),
  period: z.int().min(1).max(10),
})

export const PeriodEndEventSchema = z.object({
  type: z.literal('period_end'),
  period: z.int().min(1).max(10),
})

/** The opening jump ball (FIBA Art. 12.3): `teamId` gained control; the possession arrow points to the other team. */
export const JumpBallEventSchema = z.object({ type: z.literal('jump_ball'), teamId })

/**
 * A jump-ball situation after the opening one (held ball, ball lodged on the basket support, double
 * violation …, Art. 12.4): the throw-in goes to the team the possession arrow points to, and the arrow turns.
 */
export const HeldBallEventSchema = z.object({ type: z.literal('held_ball') })

export const ClockStartEventSchema = z.object({ type: z.literal('clock_start') })

export const ClockStopEventSchema = z.object({ type: z.literal('clock_stop') })

/** A correction of the game clock (the table's clock and the scoreboard disagree): sets the time left. */
export const ClockAdjustEventSchema = z.object({
  type: z.literal('clock_adjust'),
  gameClockSeconds: z.number().min(0).max(600),
})

export const ShotClockResetEventSchema = z.object({
  type: z.literal('shot_clock_reset'),
  seconds: z.union([z.literal(24), z.literal(14)]),
})

/** A correction of the shot clock (the operator was late, the officials put it right): sets the time left. */
export const ShotClockAdjustEventSchema = z.object({
  type: z.literal('shot_clock_adjust'),
  seconds: z.number().min(0).max(24),
})

/** A field goal (2 or 3 points) or a free throw (1 point), made or missed. */
export const ShotEventSchema = z.object({
  type: z.literal('shot'),
  teamId,
  /** Optional because real play-by-play sometimes records a basket without naming the scorer. */
  playerId: playerId.optional(),
  points: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  made: z.boolean(),
  position: CourtPositionSchema.optional(),
})

export const ReboundEventSchema = z.object({
  type: z.literal('rebound'),
  teamId,
  /** Absent for a team rebound. */
  playerId: playerId.optional(),
  kind: z.enum(['offensive', 'defensive']),
})

export const AssistEventSchema = z.object({ type: z.literal('assist'), teamId, playerId })

export const StealEventSchema = z.object({ type: z.literal('steal'), teamId, playerId })

/** A block, recorded for the blocker; `blockedPlayerId` is the shooter whose shot was blocked. */
export const BlockEventSchema = z.object({
  type: z.literal('block'),
  teamId,
  playerId,
  blockedPlayerId: playerId.optional(),
})

export const TurnoverEventSchema = z.object({
  type: z.literal('turnover'),
  teamId,
  /** Absent for a team turnover (shot-clock violation, 8 seconds …). */
  playerId: playerId.optional(),
  kind: z.string().max(40).optional(),
})

export const FOUL_KINDS = ['personal', 'offensive', 'technical', 'unsportsmanlike', 'disqualifying'] as const

/** Who a foul without a player is charged to (FIBA scoresheet: "C" for the head coach, "B" for the bench). */
export const FOUL_OFFENDERS = ['coach', 'bench'] as const

export const FoulEventSchema = z.object({
  type: z.literal('foul'),
  teamId,
  /** Absent for a coach's or bench technical, or when the source does not name the player. */
  playerId: playerId.optional(),
  kind: z.enum(FOUL_KINDS),
  /** For a foul without a player: charged to the head coach or to the bench (Art. 36.3, 38.3). */
  offender: z.enum(FOUL_OFFENDERS).optional(),
  /** Free throws the foul awards (0 to 3; 1 for the and-one after a made basket), as the scoresheet notes them. */
  freeThrows: z.int().min(0).max(3).optional(),
})

export const FoulDrawnEventSchema = z.object({ type: z.literal('foul_drawn'), teamId, playerId })

export const TimeoutEventSchema = z.object({ type: z.literal('timeout'), teamId })

export const SubstitutionEventSchema = z.object({
  type: z.literal('substitution'),
  teamId,
  playerIn: playerId,
  playerOut: playerId,
})

export const GameEndEventSchema = z.object({ type: z.literal('game_end') })

/**
 * A scorer's correction of a team's running score that no play explains (FIBA scoresheet: the running score is
 * the record). Replays of real play-by-play send it where the source's running score and its plays disagree.
 */
export const ScoreCorrectionEventSchema = z.object({
  type: z.literal('score_correction'),
  teamId,
  /** Points added to the team's score and its current period's; negative to take points away. */
  points: z
    .int()
    .min(-10)
    .max(10)
    .refine((points) => points !== 0, 'a correction changes the score by at least one point'),
  reason: z.string().max(200).optional(),
})

/**
 * The plays a scorer may put right after the fact: changed in place of an earlier one, or inserted where one
 * was missed. Frame events (periods, starting fives, clock runs) are not among them: their time is the record.
 */
export const AmendableEventSchema = z.discriminatedUnion('type', [
  ShotEventSchema,
  ReboundEventSchema,
  AssistEventSchema,
  StealEventSchema,
  BlockEventSchema,
  TurnoverEventSchema,
  FoulEventSchema,
  FoulDrawnEventSchema,
  TimeoutEventSchema,
  SubstitutionEventSchema,
])

/**
 * Cancels an earlier event (a basket given to the wrong player, a foul that was not), or with `replacement`
 * changes it: the state is rebuilt as if the replacement had been recorded in its place. History is kept: the
 * earlier event stays in the log, marked cancelled.
 */
export const CorrectionEventSchema = z.object({
  type: z.literal('correction'),
  cancelsSequence: z.int().min(1),
  replacement: AmendableEventSchema.optional(),
  reason: z.string().max(200).optional(),
})

/** A play the scorer missed, recorded later: the state is rebuilt as if it had come right after `afterSequence`. */
export const InsertionEventSchema = z.object({
  type: z.literal('insertion'),
  afterSequence: z.int().min(1),
  event: AmendableEventSchema,
  reason: z.string().max(200).optional(),
})

export const LiveGameEventSchema = z.discriminatedUnion('type', [
  StartingLineupEventSchema,
  PeriodStartEventSchema,
  PeriodEndEventSchema,
  JumpBallEventSchema,
  HeldBallEventSchema,
  ClockStartEventSchema,
  ClockStopEventSchema,
  ClockAdjustEventSchema,
  ShotClockResetEventSchema,
  ShotClockAdjustEventSchema,
  ShotEventSchema,
  ReboundEventSchema,
  AssistEventSchema,
  StealEventSchema,
  BlockEventSchema,
  TurnoverEventSchema,
  FoulEventSchema,
  FoulDrawnEventSchema,
  TimeoutEventSchema,
  SubstitutionEventSchema,
  GameEndEventSchema,
  CorrectionEventSchema,
  InsertionEventSchema,
  ScoreCorrectionEventSchema,
])

export type LiveGameEvent = z.infer<typeof LiveGameEventSchema>
export type LiveGameEventType = LiveGameEvent['type']
export type FoulKind = (typeof FOUL_KINDS)[number]
export type FoulOffender = (typeof FOUL_OFFENDERS)[number]
export type AmendableEvent = z.infer<typeof AmendableEventSchema>

/** An event as stored in the log: its place in the game (1, 2, …) and the server time it was stored (ms). */
export const LoggedEventSchema = z.object({
  sequence: z.int().min(1),
  at: z.number().describe('Server time the event was stored, milliseconds since 1970 (UTC)'),
  event: LiveGameEventSchema,
})

export type LoggedEvent = z.infer<typeof LoggedEventSchema>
