/**
 * The game and shot clocks: settling them at an event's time, and the events a timekeeper records
 * (start, stop, a correction of the game clock, a shot-clock reset).
 */
import { remainingAt } from '../clock.ts'
import { periodName } from '../rules.ts'
import type { LiveGameState } from '../state.ts'
import type { EventOf } from './event-handler.ts'
import { capitalise, periodLengthMs, playersOf, requirePeriodOn } from './lookups.ts'
import { LiveRuleError } from './rule-error.ts'

/** Moves a running clock's anchor to `at`, so later changes start from the time it shows then. */
export function settleClocks(state: LiveGameState, at: number): void {
  const rate = state.setup.clockRate
  for (const clock of [state.gameClock, state.shotClock]) {
    clock.remainingMs = remainingAt(clock, at, rate)
    clock.anchorAt = at
  }
}

export function resetShotClock(state: LiveGameState, seconds: number, at: number): void {
  state.shotClock = { running: state.gameClock.running, remainingMs: seconds * 1000, anchorAt: at }
}

/** Stops both clocks (a whistle, a timeout); the caller knows they are running or does not mind. */
export function stopBothClocks(state: LiveGameState): void {
  state.gameClock.running = false
  state.shotClock.running = false
}

export function recordClockStart(state: LiveGameState): void {
  requirePeriodOn(state, 'The clock')
  if (state.gameClock.running) {
    throw new LiveRuleError('clock-running', 'The game clock is already running.')
  }
  if (state.gameClock.remainingMs <= 0) {
    throw new LiveRuleError('no-time-left', `No time is left in ${periodName(state.period)}: end the period.`)
  }
  state.gameClock.running = true
  state.shotClock.running = true
}

export function recordClockStop(state: LiveGameState): void {
  if (!state.gameClock.running) {
    throw new LiveRuleError('clock-stopped', 'The game clock is already stopped.')
  }
  stopBothClocks(state)
}

export function adjustGameClock(state: LiveGameState, event: EventOf<'clock_adjust'>): void {
  requirePeriodOn(state, 'A clock correction')
  const length = periodLengthMs(state, state.period)
  if (event.gameClockSeconds * 1000 > length) {
    throw new LiveRuleError('clock-too-long', `${capitalise(periodName(state.period))} lasts ${length / 1000} seconds.`)
  }
  const change = event.gameClockSeconds * 1000 - state.gameClock.remainingMs
  state.gameClock.remainingMs = event.gameClockSeconds * 1000
  // Players on court keep their stint measured against the corrected clock.
  for (const team of [state.home, state.away]) {
    for (const player of playersOf(state, team.onCourt)) {
      if (player.enteredAtRemainingMs !== null) {
        player.enteredAtRemainingMs = Math.min(length, player.enteredAtRemainingMs + change)
      }
    }
  }
}

export function recordShotClockReset(state: LiveGameState, event: EventOf<'shot_clock_reset'>, at: number): void {
  requirePeriodOn(state, 'A shot-clock reset')
  resetShotClock(state, event.seconds, at)
}

/** The shot clock put right by the table; never more than the game clock shows (it is switched off then). */
export function adjustShotClock(state: LiveGameState, event: EventOf<'shot_clock_adjust'>, at: number): void {
  requirePeriodOn(state, 'A shot-clock correction')
  state.shotClock = { running: state.gameClock.running, remainingMs: event.seconds * 1000, anchorAt: at }
}
