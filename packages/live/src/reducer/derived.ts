/**
 * Figures derived from the counts after every event, so a screen never computes them itself: seconds and
 * PIR per player, team fouls for the penalty and timeouts left per team.
 */
import { performanceIndexRating } from '@league/stats/box-score'
import {
  FIBA_RULES,
  inLastMinutes,
  LAST_MINUTES_WINDOW,
  teamFoulPeriod,
  timeoutsAllowed,
  timeoutWindow,
} from '../rules.ts'
import type { LiveGameState, LiveTeam } from '../state.ts'

/** Team fouls that count for the penalty now: overtimes continue the 4th quarter's count (Art. 41.1.2). */
function teamFoulsForPenalty(team: LiveTeam, period: number): number {
  if (teamFoulPeriod(period) === FIBA_RULES.lastRegularPeriod) {
    return team.teamFouls.slice(FIBA_RULES.lastRegularPeriod - 1, period).reduce((sum, fouls) => sum + (fouls ?? 0), 0)
  }
  return team.teamFouls[period - 1] ?? 0
}

function timeoutsLeft(state: LiveGameState, team: LiveTeam, period: number): number {
  const leftInWindow = timeoutsAllowed(period) - (team.timeoutsUsed[timeoutWindow(period)] ?? 0)
  // In the last two minutes of the 4th quarter a team keeps at most 2, whatever it saved from the half.
  return inLastMinutes(period, state.gameClock.remainingMs)
    ? Math.min(leftInWindow, FIBA_RULES.lastMinutesTimeouts - (team.timeoutsUsed[LAST_MINUTES_WINDOW] ?? 0))
    : leftInWindow
}

/** Derived figures: PIR, seconds, team fouls for the penalty, timeouts left. */
export function refreshDerived(state: LiveGameState): void {
  for (const player of Object.values(state.players)) {
    player.counts.seconds = Math.round(player.playedMs / 1000)
    player.pir = performanceIndexRating(player.counts)
  }
  const period = Math.max(1, state.period)
  for (const team of [state.home, state.away]) {
    const counted = teamFoulsForPenalty(team, period)
    team.teamFoulsForPenalty = counted
    team.inPenalty = counted >= FIBA_RULES.teamFoulsBeforePenalty
    team.timeoutsLeft = timeoutsLeft(state, team, period)
  }
}
