/**
 * The reducer: one logged event and the state before it give the state after it. Pure and deterministic:
 * time comes from the event's envelope (`at`, server time in ms), never from a clock. An event that breaks a
 * rule throws a {@link LiveRuleError} whose message a scorer understands, and the state is left as it was.
 *
 * Each event type has its handler in `reducer/` (clocks, periods, lineups, possession, box score, fouls,
 * timeouts), chosen by the table in `reducer/handlers.ts`; this module keeps the log: order, corrections and
 * the copy that leaves the input state alone.
 */
import type { LoggedEvent } from './events.ts'
import { refreshDerived } from './reducer/derived.ts'
import { applyInPlace } from './reducer/handlers.ts'
import { initialState } from './reducer/initial-state.ts'
import { LiveRuleError } from './reducer/rule-error.ts'
import type { GameSetupInput } from './setup.ts'
import type { LiveGameState } from './state.ts'

export { initialState } from './reducer/initial-state.ts'
export { LiveRuleError } from './reducer/rule-error.ts'

function checkEnvelope(state: LiveGameState, logged: LoggedEvent): void {
  if (logged.sequence !== state.sequence + 1) {
    throw new LiveRuleError(
      'out-of-sequence',
      `Event ${logged.sequence} does not follow event ${state.sequence}; reload the game and try again.`,
    )
  }
  if (state.phase === 'final' && logged.event.type !== 'correction') {
    throw new LiveRuleError('game-over', 'The game has ended; no more events can be recorded.')
  }
  if (state.lastEventAt !== null && logged.at < state.lastEventAt) {
    throw new LiveRuleError('time-backwards', 'An event cannot be earlier than the event before it.')
  }
}

function foldEvents(
  setupState: LiveGameState,
  log: readonly LoggedEvent[],
  cancelled: ReadonlySet<number>,
): LiveGameState {
  const state = structuredClone(setupState)
  for (const logged of log) {
    checkEnvelope(state, logged)
    if (!cancelled.has(logged.sequence)) {
      try {
        applyInPlace(state, logged)
      } catch (error) {
        if (error instanceof LiveRuleError) {
          throw new LiveRuleError(
            error.code,
            `Event ${logged.sequence} (${logged.event.type}) would no longer fit: ${error.message}`,
          )
        }
        throw error
      }
    }
    state.sequence = logged.sequence
    state.lastEventAt = logged.at
  }
  state.log = [...log]
  state.cancelledSequences = [...cancelled].sort((a, b) => a - b)
  refreshDerived(state)
  return state
}

/**
 * The state after one more event. The input state is not changed; a broken rule throws
 * {@link LiveRuleError} and nothing is applied.
 *
 * @example
 * const started = applyEvent(state, { sequence: 12, at: Date.parse('2022-09-30T19:00:00Z'), event: { type: 'clock_start' } })
 * started.gameClock.running //=> true
 */
export function applyEvent(state: LiveGameState, logged: LoggedEvent): LiveGameState {
  checkEnvelope(state, logged)
  if (logged.event.type === 'correction') {
    return applyCorrection(state, logged, logged.event.cancelsSequence)
  }
  // Logged events are never changed, so the log is shared rather than copied.
  const { log, ...rest } = state
  const next: LiveGameState = { ...structuredClone(rest), log: [...log, logged] }
  applyInPlace(next, logged)
  next.sequence = logged.sequence
  next.lastEventAt = logged.at
  refreshDerived(next)
  return next
}

function applyCorrection(state: LiveGameState, logged: LoggedEvent, cancelsSequence: number): LiveGameState {
  const target = state.log.find((entry) => entry.sequence === cancelsSequence)
  if (target === undefined) {
    throw new LiveRuleError('unknown-event', `There is no event ${cancelsSequence} to cancel.`)
  }
  if (target.event.type === 'correction' || state.cancelledSequences.includes(cancelsSequence)) {
    throw new LiveRuleError(
      'not-cancellable',
      `Event ${cancelsSequence} cannot be cancelled (already cancelled, or a correction).`,
    )
  }
  if (['period_start', 'period_end', 'game_end', 'starting_lineup'].includes(target.event.type)) {
    throw new LiveRuleError(
      'not-cancellable',
      `Event ${cancelsSequence} (${target.event.type}) frames the game and cannot be cancelled.`,
    )
  }
  const cancelled = new Set([...state.cancelledSequences, cancelsSequence])
  const rebuilt = foldEvents(initialState(state.setup), [...state.log, logged], cancelled)
  return rebuilt
}

/**
 * The state after a whole log, from the game's setup: what the API computes on start-up and the tests
 * compare with imported box scores.
 */
export function stateFromLog(setup: GameSetupInput, log: readonly LoggedEvent[]): LiveGameState {
  const cancelled = new Set<number>()
  for (const logged of log) {
    if (logged.event.type === 'correction') {
      cancelled.add(logged.event.cancelsSequence)
    }
  }
  return foldEvents(initialState(setup), log, cancelled)
}
