// Response and request shapes of the live routes (/v2/live/…): one schema each, types inferred from them.
// The state and the event catalogue come from @league/live, so the reducer and the API share one shape.
import { z } from '@hono/zod-openapi'
import { ClockReadingSchema } from '@league/live/clock'
import { LiveGameEventSchema, LoggedEventSchema } from '@league/live/events'
import { LiveGameStateSchema } from '@league/live/state'

export const LiveEventRequestSchema = z
  .object({
    idempotencyKey: z
      .string()
      .min(8)
      .max(100)
      .describe("Chosen by the scorer's console for each event (a UUID); a retry sends the same key"),
    expectedSequence: z.int().min(0).describe('Sequence of the last event the console knows (0 for none)'),
    event: LiveGameEventSchema,
  })
  .openapi('LiveEventRequest')

export const LiveGameStateResponseSchema = LiveGameStateSchema.extend({
  clocks: ClockReadingSchema,
}).openapi('LiveGameState')

export const LiveEventResultSchema = z
  .object({
    /** `stored` for a new event, `duplicate` when the idempotency key was already used. */
    outcome: z.enum(['stored', 'duplicate']),
    event: LoggedEventSchema,
    state: LiveGameStateResponseSchema,
  })
  .openapi('LiveEventResult')

export const LiveConflictSchema = z
  .object({
    error: z.object({ code: z.literal('stale_sequence'), message: z.string() }),
    state: LiveGameStateResponseSchema,
  })
  .openapi('LiveConflict')

/** One event as the SSE streams send it (`event: live`): the logged event, the scoreboard and the server time. */
export const LiveStreamEventSchema = z
  .object({
    gameId: z.string(),
    /**
     * The run of the game's log the event belongs to: a replay run again starts the log over at sequence 1
     * in a new run, so the stream's event id `<game>:<run>:<sequence>` never names two events. Absent from
     * instances older than it (during a rolling deploy): the first run.
     */
    run: z.number().int().positive().optional().openapi({ example: 1 }),
    event: LoggedEventSchema,
    home: z.object({
      score: z.number(),
      periodScores: z.array(z.number()),
      inPenalty: z.boolean(),
      timeoutsLeft: z.number(),
    }),
    away: z.object({
      score: z.number(),
      periodScores: z.array(z.number()),
      inPenalty: z.boolean(),
      timeoutsLeft: z.number(),
    }),
    clocks: ClockReadingSchema,
    serverTime: z.number(),
  })
  .openapi('LiveStreamEvent')

/** One game in progress as a list of games shows it: the score and the clocks (period, phase, game clock). */
export const LiveScoreSchema = z
  .object({
    gameId: z.string().openapi({ example: '22-6' }),
    /** Sequence of the game's last event: a `live` event at or below it is already counted. */
    sequence: z.number(),
    home: z.object({ score: z.number() }),
    away: z.object({ score: z.number() }),
    clocks: ClockReadingSchema,
  })
  .openapi('LiveScore')

/** The client's games in progress (`GET /v2/live/scores`, and the `snapshot` of its stream). */
export const LiveScoresSchema = z
  .object({ games: z.array(LiveScoreSchema), serverTime: z.number() })
  .openapi('LiveScores')

export type LiveEventRequest = z.infer<typeof LiveEventRequestSchema>
export type LiveGameStateResponse = z.infer<typeof LiveGameStateResponseSchema>
export type LiveEventResult = z.infer<typeof LiveEventResultSchema>
export type LiveConflict = z.infer<typeof LiveConflictSchema>
export type LiveStreamEvent = z.infer<typeof LiveStreamEventSchema>
export type LiveScore = z.infer<typeof LiveScoreSchema>
export type LiveScores = z.infer<typeof LiveScoresSchema>
