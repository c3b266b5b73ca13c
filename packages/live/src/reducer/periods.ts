/**
 * The frame of a game: a period starts, a period ends, the game ends. Overtime only on a tied score, and a
 * final only after the 4th quarter with a winner.
 */
import { FIBA_RULES, periodName } from '../rules.ts'
import type { LiveGameState } from '../state.ts'
import type { EventOf } from './event-handler.ts'
import { leaveCourt } from './lineups.ts'
import { capitalise, otherSide, periodLengthMs, playersOf } from './lookups.ts'
import { LiveRuleError } from './rule-error.ts'

function requireNextPeriodMayStart(state: LiveGameState, period: number): void {
  if (state.phase === 'period') {
    throw new LiveRuleError('period-on', `${capitalise(periodName(state.period))} is still on: end it first.`)
  }
  if (period !== state.period + 1) {
    throw new LiveRuleError(
      'wrong-period',
      `The next period is ${periodName(state.period + 1)}, not ${periodName(period)}.`,
    )
  }
  if (period > FIBA_RULES.lastRegularPeriod && state.home.score !== state.away.score) {
    throw new LiveRuleError('no-overtime', 'The score is not tied, so there is no overtime.')
  }
  for (const team of [state.home, state.away]) {
    if (team.onCourt.length !== 5) {
      throw new LiveRuleError(
        'lineup-incomplete',
        `${team.name} has ${team.onCourt.length} players on the court; enter the starting five first.`,
      )
    }
  }
}

export function startPeriod(state: LiveGameState, event: EventOf<'period_start'>, at: number): void {
  const { period } = event
  requireNextPeriodMayStart(state, period)
  state.phase = 'period'
  state.period = period
  // Every period after the first starts with the alternating-possession throw-in (Art. 12.5.1), so the arrow
  // turns as the period starts.
  if (period > 1 && state.possessionArrow !== null) {
    state.possessionArrow = otherSide(state.possessionArrow)
  }
  const length = periodLengthMs(state, period)
  state.gameClock = { running: false, remainingMs: length, anchorAt: at }
  state.shotClock = { running: false, remainingMs: FIBA_RULES.shotClockSeconds * 1000, anchorAt: at }
  for (const team of [state.home, state.away]) {
    team.periodScores[period - 1] = team.periodScores[period - 1] ?? 0
    team.teamFouls[period - 1] = team.teamFouls[period - 1] ?? 0
    for (const player of playersOf(state, team.onCourt)) {
      player.enteredAtRemainingMs = length
      player.played = true
    }
  }
}

export function endPeriod(state: LiveGameState, event: EventOf<'period_end'>): void {
  const { period } = event
  if (state.phase !== 'period' || state.period !== period) {
    throw new LiveRuleError('wrong-period', `${capitalise(periodName(period))} is not being played.`)
  }
  // The period ends when its clock reaches zero, whatever the table's clock showed.
  state.gameClock = { running: false, remainingMs: 0, anchorAt: state.gameClock.anchorAt }
  state.shotClock.running = false
  for (const team of [state.home, state.away]) {
    for (const player of playersOf(state, team.onCourt)) {
      leaveCourt(state, player)
      // Still on the court for the next period, just not playing time in the break.
      player.onCourt = true
    }
  }
  state.phase = 'break'
}

export function endGame(state: LiveGameState): void {
  if (state.phase !== 'break') {
    throw new LiveRuleError(
      'period-on',
      state.phase === 'scheduled' ? 'The game has not started.' : `End ${periodName(state.period)} first.`,
    )
  }
  if (state.period < FIBA_RULES.lastRegularPeriod) {
    throw new LiveRuleError('game-not-over', `Only ${state.period} of 4 quarters have been played.`)
  }
  if (state.home.score === state.away.score) {
    throw new LiveRuleError('score-tied', 'The score is tied: the game goes to overtime.')
  }
  state.phase = 'final'
  for (const team of [state.home, state.away]) {
    for (const player of playersOf(state, team.onCourt)) {
      player.onCourt = false
    }
    team.onCourt = []
  }
}
