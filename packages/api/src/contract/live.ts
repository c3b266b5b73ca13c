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

export type LiveEventRequest = z.infer<typeof LiveEventRequestSchema>
export type LiveGameStateResponse = z.infer<typeof LiveGameStateResponseSchema>
export type LiveEventResult = z.infer<typeof LiveEventResultSchema>
export type LiveConflict = z.infer<typeof LiveConflictSchema>
export type LiveStreamEvent = z.infer<typeof LiveStreamEventSchema>
