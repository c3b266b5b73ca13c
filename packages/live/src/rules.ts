/**
 * The FIBA rules the reducer applies, as data (Official Basketball Rules 2024).
 */
export const FIBA_RULES = {
  /** Art. 29: a team in control of the ball must shoot within 24 seconds. */
  shotClockSeconds: 24,
  /** Art. 29.2: after an offensive rebound, or a foul in the front court with less on the clock, 14 seconds. */
  shotClockShortSeconds: 14,
  /** Art. 41.2.1: from the 5th team foul in a period, personal fouls are penalised by two free throws. */
  teamFoulsBeforePenalty: 4,
  /** Art. 41.1.2: every overtime counts as part of the 4th period for team fouls. */
  lastRegularPeriod: 4,
  /** Art. 40.1: a player with 5 fouls leaves the game. */
  foulsToFoulOut: 5,
  /** Art. 18.2.5: timeouts per half and per overtime. */
  timeoutsFirstHalf: 2,
  timeoutsSecondHalf: 3,
  timeoutsPerOvertime: 1,
  /**
   * Art. 18.2.5: when the game clock shows 2:00 or less in the 4th quarter, a team may take at most 2 of its
   * second-half timeouts.
   */
  lastMinutesTimeouts: 2,
  lastMinutesMs: 120_000,
} as const

/** Key of `timeoutsUsed` that counts the timeouts taken in the last two minutes of the 4th quarter. */
export const LAST_MINUTES_WINDOW = 'fourth-quarter-last-two-minutes'

/** True when the 4th quarter's last-two-minutes limit applies: the 4th period with 2:00 or less on the clock. */
export function inLastMinutes(period: number, remainingMs: number): boolean {
  return period === FIBA_RULES.lastRegularPeriod && remainingMs <= FIBA_RULES.lastMinutesMs
}

/** Which timeout allowance a period draws on: the first half, the second half, or its own overtime. */
export function timeoutWindow(period: number): string {
  if (period <= 2) {
    return 'first-half'
  }
  if (period <= FIBA_RULES.lastRegularPeriod) {
    return 'second-half'
  }
  return `overtime-${period - FIBA_RULES.lastRegularPeriod}`
}

/** Timeouts a team may take in the window of this period. */
export function timeoutsAllowed(period: number): number {
  if (period <= 2) {
    return FIBA_RULES.timeoutsFirstHalf
  }
  if (period <= FIBA_RULES.lastRegularPeriod) {
    return FIBA_RULES.timeoutsSecondHalf
  }
  return FIBA_RULES.timeoutsPerOvertime
}

/** The period whose team fouls count for the penalty: overtimes continue the 4th period. */
export function teamFoulPeriod(period: number): number {
  return Math.min(period, FIBA_RULES.lastRegularPeriod)
}

/** Period names for messages: "the 2nd quarter", "overtime 1". */
export function periodName(period: number): string {
  if (period > FIBA_RULES.lastRegularPeriod) {
    return `overtime ${period - FIBA_RULES.lastRegularPeriod}`
  }
  return `quarter ${period}`
}
