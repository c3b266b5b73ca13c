/**
 * The reducer: one logged event and the state before it give the state after it. Pure and deterministic:
 * time comes from the event's envelope (`at`, server time in ms), never from a clock. An event that breaks a
 * rule throws a {@link LiveRuleError} whose message a scorer understands, and the state is left as it was.
 *
 * Each event type has its handler in `reducer/` (clocks, periods, lineups, possession, box score, fouls,
 * timeouts), chosen by the table in `reducer/handlers.ts`; this module keeps the log: order, corrections and
 * insertions (folded as the log stands after them, `amendments.ts`) and the copy that leaves the input state alone.
 */
import { cancelledSequencesOf, changedSequencesOf, eventsAsTheyStand } from './amendments.ts'
import { AmendableEventSchema, type LoggedEvent } from './events.ts'
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
  // After the game the scorer may still put the record right, never add to the game.
  if (state.phase === 'final' && logged.event.type !== 'correction' && logged.event.type !== 'insertion') {
    throw new LiveRuleError('game-over', 'The game has ended; no more events can be recorded.')
  }
  if (state.lastEventAt !== null && logged.at < state.lastEventAt) {
    throw new LiveRuleError('time-backwards', 'An event cannot be earlier than the event before it.')
  }
}

/** The log's own order: each entry follows the one before, never earlier (the API stored it so). */
function checkLogOrder(log: readonly LoggedEvent[]): void {
  log.forEach((logged, index) => {
    const previous = log[index - 1]
    if (logged.sequence !== index + 1 || (previous !== undefined && logged.at < previous.at)) {
      throw new LiveRuleError('out-of-sequence', `Event ${logged.sequence} is out of order in the log.`)
    }
  })
}

/** Folds the log as it stands after its corrections (`amendments.ts`) over the setup's state. */
function foldEvents(setupState: LiveGameState, log: readonly LoggedEvent[]): LiveGameState {
  checkLogOrder(log)
  const state = structuredClone(setupState)
  for (const standing of eventsAsTheyStand(log)) {
    try {
      applyInPlace(state, standing)
    } catch (error) {
      if (error instanceof LiveRuleError) {
        throw new LiveRuleError(
          error.code,
          `Event ${standing.sequence} (${standing.event.type}) would no longer fit: ${error.message}`,
        )
      }
      throw error
    }
  }
  const last = log.at(-1)
  state.sequence = last?.sequence ?? 0
  state.lastEventAt = last?.at ?? null
  state.log = [...log]
  state.cancelledSequences = [...cancelledSequencesOf(log)].sort((a, b) => a - b)
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
    checkCorrection(state, logged.event)
    return foldEvents(initialState(state.setup), [...state.log, logged])
  }
  if (logged.event.type === 'insertion') {
    checkInsertion(state, logged.event.afterSequence)
    return foldEvents(initialState(state.setup), [...state.log, logged])
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

const FRAME_EVENTS: readonly string[] = ['period_start', 'period_end', 'game_end', 'starting_lineup']

function checkCorrection(state: LiveGameState, correction: Extract<LoggedEvent['event'], { type: 'correction' }>) {
  const { cancelsSequence, replacement } = correction
  const target = state.log.find((entry) => entry.sequence === cancelsSequence)
  if (target === undefined) {
    throw new LiveRuleError('unknown-event', `There is no event ${cancelsSequence} to cancel.`)
  }
  const standsChanged = changedSequencesOf(state.log).has(cancelsSequence)
  if (target.event.type === 'correction' || (state.cancelledSequences.includes(cancelsSequence) && !standsChanged)) {
    throw new LiveRuleError(
      'not-cancellable',
      `Event ${cancelsSequence} cannot be cancelled (already cancelled, or a correction).`,
    )
  }
  if (FRAME_EVENTS.includes(target.event.type)) {
    throw new LiveRuleError(
      'not-cancellable',
      `Event ${cancelsSequence} (${target.event.type}) frames the game and cannot be cancelled.`,
    )
  }
  const changed = target.event.type === 'insertion' ? target.event.event : target.event
  if (replacement !== undefined && !AmendableEventSchema.safeParse(changed).success) {
    throw new LiveRuleError(
      'not-changeable',
      `Event ${cancelsSequence} (${target.event.type}) is not a play, so it can only be cancelled, not changed.`,
    )
  }
}

function checkInsertion(state: LiveGameState, afterSequence: number) {
  const target = state.log.find((entry) => entry.sequence === afterSequence)
  if (target === undefined || target.event.type === 'correction') {
    throw new LiveRuleError('unknown-event', `There is no event ${afterSequence} to insert a play after.`)
  }
}

/**
 * The state after a whole log, from the game's setup: what the API computes on start-up and the tests
 * compare with imported box scores.
 */
export function stateFromLog(setup: GameSetupInput, log: readonly LoggedEvent[]): LiveGameState {
  return foldEvents(initialState(setup), log)
}
