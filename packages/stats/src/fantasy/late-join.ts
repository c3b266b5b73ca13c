// A manager who joins after the season has started is not punished for it (ELF): a larger budget, because
// prices have moved, and an entry score equal to what an average manager has scored so far.
import type { FantasyGameRules } from './rules.ts'
import { roundToHundredths } from './rounding.ts'

/**
 * A late joiner's budget: the rules' budget plus the late-joiner credits for each round already played
 * (ELF: 100 + 0.3 per round), in tenths.
 *
 * @example
 * lateJoinerBudgetTenths(12, ELF_CLASSIC_RULES) //=> 1000 + 12 × 3 = 1036 (103.6 credits)
 * lateJoinerBudgetTenths(0, ELF_CLASSIC_RULES) //=> 1000
 */
export function lateJoinerBudgetTenths(
  roundsPlayed: number,
  rules: Pick<FantasyGameRules, 'budgetTenths' | 'lateJoinerTenthsPerRound'>,
): number {
  return rules.budgetTenths + rules.lateJoinerTenthsPerRound * Math.max(0, Math.floor(roundsPlayed))
}

/**
 * A late joiner's entry score: the average manager's points per round times the rounds already played, that
 * is the average total so far, to hundredths.
 *
 * @example
 * entryPoints(181.25, 12) //=> 2175
 * entryPoints(181.25, 0) //=> 0
 */
export function entryPoints(averagePerRound: number, roundsPlayed: number): number {
  if (roundsPlayed <= 0 || !Number.isFinite(averagePerRound)) {
    return 0
  }
  return roundToHundredths(averagePerRound * Math.floor(roundsPlayed))
}
