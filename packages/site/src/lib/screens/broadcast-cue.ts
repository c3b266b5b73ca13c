// The director's cues: which broadcast graphic goes on air or off it. A cue is a change to the game's screens
// directive (the API's one record of what the screens show, sent to every screen on the game's stream), so the
// overlay and the tv-stats page animate in or out on the next `screens` event, wherever they are open.
import { z } from 'zod'
import {
  TvStatsDirectiveSchema,
  type ScreensDirective,
  type ScreensDirectiveRequest,
} from '@league/api/contract/screens'

const PlayerIdSchema = z.string().min(1).max(40)

// A lower third goes on air with its player; the other cues are a graphic and on or off.
export const BroadcastCueSchema = z.union([
  z.strictObject({ graphic: z.literal('score-bug'), onAir: z.boolean() }),
  z.strictObject({ graphic: z.literal('lower-third'), onAir: z.literal(true), playerId: PlayerIdSchema }),
  z.strictObject({ graphic: z.literal('lower-third'), onAir: z.literal(false) }),
  z.strictObject({ graphic: z.literal('tv-stats'), onAir: z.boolean(), tvStats: TvStatsDirectiveSchema.optional() }),
])

export type BroadcastCue = z.infer<typeof BroadcastCueSchema>

export type OnAir = { scoreBug: boolean; lowerThird: boolean; tvStats: boolean }

/** What is on air under a directive: a directive from before cues has the score bug and the tv graphic on. */
export function onAirOf(directive: Pick<ScreensDirective, 'broadcast'> | null): OnAir {
  return {
    scoreBug: directive?.broadcast.onAir?.scoreBug ?? true,
    lowerThird: directive?.broadcast.lowerThird != null,
    tvStats: directive?.broadcast.onAir?.tvStats ?? true,
  }
}

/**
 * The directive after a cue, everything else kept: the lower third goes on with its player and off by naming
 * nobody; the score bug and the tv graphic switch their flag (a tv cue may also choose the graphic).
 *
 * @example
 * applyCue(current, { graphic: 'score-bug', onAir: false }).broadcast.onAir //=> { scoreBug: false, tvStats: true }
 */
export function applyCue(
  current: Pick<ScreensDirective, 'broadcast' | 'tvStats'>,
  cue: BroadcastCue,
): ScreensDirectiveRequest {
  const onAir = onAirOf(current)
  const flags = { scoreBug: onAir.scoreBug, tvStats: onAir.tvStats }
  switch (cue.graphic) {
    case 'score-bug':
      return { ...current, broadcast: { ...current.broadcast, onAir: { ...flags, scoreBug: cue.onAir } } }
    case 'lower-third':
      return {
        ...current,
        broadcast: { ...current.broadcast, onAir: flags, lowerThird: cue.onAir ? { playerId: cue.playerId } : null },
      }
    case 'tv-stats':
      return {
        tvStats: cue.tvStats ?? current.tvStats,
        broadcast: { ...current.broadcast, onAir: { ...flags, tvStats: cue.onAir } },
      }
    default:
      cue satisfies never
      return current
  }
}
