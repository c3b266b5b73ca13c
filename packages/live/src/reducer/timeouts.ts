/**
 * Timeouts (FIBA Art. 18.2.5): 2 in the first half, 3 in the second with at most 2 of them in the last two
 * minutes of the 4th quarter, 1 per overtime; unused ones never carry over.
 */
import { FIBA_RULES, inLastMinutes, LAST_MINUTES_WINDOW, timeoutsAllowed, timeoutWindow } from '../rules.ts'
import type { LiveGameState, LiveTeam } from '../state.ts'
import { stopBothClocks } from './clocks.ts'
import type { EventOf } from './event-handler.ts'
import { teamOf } from './lookups.ts'
import { LiveRuleError } from './rule-error.ts'

function windowName(window: string): string {
  if (window === 'first-half') {
    return 'the first half'
  }
  return window === 'second-half' ? 'the second half' : 'this overtime'
}

/** Counts a timeout in the last two minutes of the 4th quarter, refusing a third one there. */
function countLateTimeout(team: LiveTeam): void {
  const usedLate = team.timeoutsUsed[LAST_MINUTES_WINDOW] ?? 0
  if (usedLate >= FIBA_RULES.lastMinutesTimeouts) {
    throw new LiveRuleError(
      'last-minutes-timeouts',
      `${team.name} has already taken ${FIBA_RULES.lastMinutesTimeouts} timeouts in the last two minutes of the 4th quarter: no more are allowed (FIBA Art. 18.2.5).`,
    )
  }
  team.timeoutsUsed[LAST_MINUTES_WINDOW] = usedLate + 1
}

export function recordTimeout(state: LiveGameState, event: EventOf<'timeout'>): void {
  const team = teamOf(state, event.teamId)
  const period = Math.max(1, state.period)
  const window = timeoutWindow(period)
  const used = team.timeoutsUsed[window] ?? 0
  if (used >= timeoutsAllowed(period)) {
    throw new LiveRuleError('no-timeouts-left', `${team.name} has no timeouts left in ${windowName(window)}.`)
  }
  // The clocks are settled at the event's time, so the remaining time is what the scoreboard shows now.
  if (inLastMinutes(period, state.gameClock.remainingMs)) {
    countLateTimeout(team)
  }
  team.timeoutsUsed[window] = used + 1
  if (state.gameClock.running) {
    stopBothClocks(state)
  }
}
