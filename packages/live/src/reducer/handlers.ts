/**
 * The reducer's table: one handler per event type. The table's type asks for every type of the event
 * catalogue, so a new event does not compile until it has a handler.
 */
import type { LiveGameEventType, LoggedEvent } from '../events.ts'
import type { LiveGameState } from '../state.ts'
import {
  correctScore,
  recordAssist,
  recordBlock,
  recordFoulDrawn,
  recordRebound,
  recordShot,
  recordSteal,
  recordTurnover,
} from './box-score.ts'
import {
  adjustGameClock,
  adjustShotClock,
  recordShotClockReset,
  settleClocks,
  recordClockStart,
  recordClockStop,
} from './clocks.ts'
import type { EventHandler, EventHandlers, EventOf } from './event-handler.ts'
import { recordFoul } from './fouls.ts'
import { recordStartingLineup, recordSubstitution } from './lineups.ts'
import { endGame, endPeriod, startPeriod } from './periods.ts'
import { recordHeldBall, recordJumpBall } from './possession.ts'
import { recordTimeout } from './timeouts.ts'

const eventHandlers = {
  starting_lineup: recordStartingLineup,
  period_start: startPeriod,
  period_end: endPeriod,
  jump_ball: recordJumpBall,
  held_ball: recordHeldBall,
  clock_start: recordClockStart,
  clock_stop: recordClockStop,
  clock_adjust: adjustGameClock,
  shot_clock_reset: recordShotClockReset,
  shot_clock_adjust: adjustShotClock,
  shot: recordShot,
  rebound: recordRebound,
  assist: recordAssist,
  steal: recordSteal,
  block: recordBlock,
  turnover: recordTurnover,
  foul: recordFoul,
  foul_drawn: recordFoulDrawn,
  timeout: recordTimeout,
  substitution: recordSubstitution,
  game_end: endGame,
  score_correction: correctScore,
  // Handled by applyEvent, which rebuilds the state from the log as it stands after them (amendments.ts).
  correction: () => {},
  insertion: () => {},
} satisfies EventHandlers

/** The table read by event type; the type parameter ties the event to its own handler. */
function handle<Type extends LiveGameEventType>(state: LiveGameState, event: EventOf<Type>, at: number): void {
  const handlers: EventHandlers = eventHandlers
  const handler: EventHandler<EventOf<Type>> = handlers[event.type]
  handler(state, event, at)
}

/** Applies a logged event to a state the caller owns, changing it in place; derived figures are left stale. */
export function applyInPlace(state: LiveGameState, logged: LoggedEvent): void {
  settleClocks(state, logged.at)
  handle(state, logged.event, logged.at)
}
