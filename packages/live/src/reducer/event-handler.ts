/**
 * The shape every event handler shares, so the table in `handlers.ts` can require one handler per event type.
 */
import type { LiveGameEvent, LiveGameEventType } from '../events.ts'
import type { LiveGameState } from '../state.ts'

/** The event of one type: `EventOf<'shot'>` has `points` and `made`. */
export type EventOf<Type extends LiveGameEventType> = Extract<LiveGameEvent, { type: Type }>

/**
 * Applies one event to a state the reducer owns (a copy, so changing it in place is safe), with the clocks
 * already settled at `at`, the event's server time. A broken rule throws a `LiveRuleError`.
 */
export type EventHandler<Event extends LiveGameEvent> = (state: LiveGameState, event: Event, at: number) => void

/** One handler per event type: leaving one out, or giving one the wrong event, does not compile. */
export type EventHandlers = { [Type in LiveGameEventType]: EventHandler<EventOf<Type>> }
