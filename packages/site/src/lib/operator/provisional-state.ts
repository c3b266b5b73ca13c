// What the console shows while events wait in its outbox: the state the league's server confirmed, with the
// waiting events applied on top by the same reducer the server runs. The scorer sees each event at once, on
// or off the network; each answer from the server replaces the confirmed part, so the view reconciles itself.
import type { LiveGameStateResponse } from '@league/api/contract/live'
import { readClocks } from '@league/live/clock'
import { applyEvent, LiveRuleError } from '@league/live/reducer'
import type { LiveGameState } from '@league/live/state'
import type { QueuedEvent } from './event-queue'

export type ProvisionalState = {
  state: LiveGameStateResponse
  /** How many waiting events the view includes (the first one the rules refuse, and those after it, are left out). */
  applied: number
}

/**
 * The confirmed state with the waiting events applied, in order, each stamped at its entry time on the
 * server's clock (never before the event before it). The clocks are read at `serverNow`.
 *
 * @example
 * provisionalState(confirmed, [{ …, event: { type: 'shot', teamId: 'BUD', points: 3, made: true } }], 0, now)
 * //=> { state: { …confirmed, home: { score: confirmed.home.score + 3, … } }, applied: 1 }
 */
export function provisionalState(
  confirmed: LiveGameStateResponse,
  waiting: readonly QueuedEvent[],
  offsetMs: number,
  serverNow: number,
): ProvisionalState {
  if (waiting.length === 0) {
    return { state: confirmed, applied: 0 }
  }
  let state: LiveGameState = confirmed
  let applied = 0
  for (const queued of waiting) {
    if (alreadyStored(confirmed, queued)) {
      // Its answer is still on the way, but the stream brought the state with it: applying it again would
      // fail and hide every waiting event after it.
      applied += 1
      continue
    }
    try {
      state = applyEvent(state, {
        sequence: state.sequence + 1,
        at: Math.max(state.lastEventAt ?? 0, queued.enteredAt + offsetMs),
        event: queued.event,
      })
      applied += 1
    } catch (error) {
      if (error instanceof LiveRuleError) {
        // The server will refuse it too and say why; the view stops at the last event that fits.
        break
      }
      throw error
    }
  }
  return { state: { ...state, clocks: readClocks(state, Math.max(serverNow, state.lastEventAt ?? 0)) }, applied }
}

/** The same JSON whatever the order of the keys (the server writes an event's keys in its schema's order). */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).toSorted(([left], [right]) => left.localeCompare(right)))
      : inner,
  )
}

/** Whether the confirmed log holds this waiting event at the place it expected: the server stored it. */
function alreadyStored(confirmed: LiveGameStateResponse, queued: QueuedEvent): boolean {
  if (confirmed.sequence <= queued.expectedSequence) {
    return false
  }
  const stored = confirmed.log.find((logged) => logged.sequence === queued.expectedSequence + 1)
  return stored !== undefined && canonicalJson(stored.event) === canonicalJson(queued.event)
}
