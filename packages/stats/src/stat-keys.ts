import {
  doubleDigitCategories,
  effectiveFieldGoalPercentage,
  fieldGoalPercentage,
  fieldGoals,
  freeThrowPercentage,
  gameScore,
  performanceIndexRating,
  rebounds,
  threePointPercentage,
  trueShootingPercentage,
  turnoverPercentage,
  twoPointPercentage,
} from './box-score.ts'
import type { BoxScoreCounts, CountKey } from './types.ts'

/**
 * Values derived from counts that add up across games (a sum of games gives the sum of the values), so they
 * can be shown as totals, per game, per 40 minutes or per 100 possessions.
 */
export const ADDITIVE_DERIVED_KEYS = [
  'minutes',
  'rebounds',
  'fieldGoalsMade',
  'fieldGoalsAttempted',
  'pir',
  'gameScore',
] as const

/** Rates: computed from totals, the same in every mode (never averaged game by game). */
export const RATE_KEYS = [
  'fieldGoalPercentage',
  'twoPointPercentage',
  'threePointPercentage',
  'freeThrowPercentage',
  'trueShootingPercentage',
  'effectiveFieldGoalPercentage',
  'turnoverPercentage',
] as const

/** Every statistic a leader board, a record or a fantasy rule can name. */
export type StatKey = CountKey | (typeof ADDITIVE_DERIVED_KEYS)[number] | (typeof RATE_KEYS)[number]

/** A statistic that is a rate (percentage). */
export type RateKey = (typeof RATE_KEYS)[number]

/** Every {@link StatKey}, for validation in the API (e.g. a `stat` query parameter). */
export const STAT_KEYS: readonly StatKey[] = [
  'points',
  'rebounds',
  'offensiveRebounds',
  'defensiveRebounds',
  'assists',
  'steals',
  'blocks',
  'blocksAgainst',
  'turnovers',
  'foulsCommitted',
  'foulsDrawn',
  'plusMinus',
  'pir',
  'gameScore',
  'minutes',
  'seconds',
  'fieldGoalsMade',
  'fieldGoalsAttempted',
  'twoPointersMade',
  'twoPointersAttempted',
  'threePointersMade',
  'threePointersAttempted',
  'freeThrowsMade',
  'freeThrowsAttempted',
  ...RATE_KEYS,
]

/**
 * Whether a statistic is a rate (computed from totals, the same in every mode).
 *
 * @example
 * isRateKey('freeThrowPercentage') //=> true
 * isRateKey('points') //=> false
 */
export function isRateKey(key: StatKey): key is RateKey {
  return (RATE_KEYS as readonly string[]).includes(key)
}

/**
 * Whether lower is better for a statistic (turnovers, fouls…), so leader boards and records sort upwards.
 *
 * @example
 * isLowerBetter('turnovers') //=> true
 */
export function isLowerBetter(key: StatKey): boolean {
  return key === 'turnovers' || key === 'foulsCommitted' || key === 'blocksAgainst' || key === 'turnoverPercentage'
}

/**
 * The attempts behind a percentage, for minimum-attempt qualification rules.
 *
 * @example
 * attemptsFor('freeThrowPercentage', line) //=> line.freeThrowsAttempted
 */
export function attemptsFor(key: RateKey, counts: BoxScoreCounts): number {
  switch (key) {
    case 'fieldGoalPercentage':
    case 'effectiveFieldGoalPercentage':
      return fieldGoals(counts).attempted
    case 'twoPointPercentage':
      return counts.twoPointersAttempted
    case 'threePointPercentage':
      return counts.threePointersAttempted
    case 'freeThrowPercentage':
      return counts.freeThrowsAttempted
    case 'trueShootingPercentage':
      return fieldGoals(counts).attempted + 0.44 * counts.freeThrowsAttempted
    case 'turnoverPercentage':
      return fieldGoals(counts).attempted + 0.44 * counts.freeThrowsAttempted + counts.turnovers
    default:
      key satisfies never
      return 0
  }
}

/**
 * The value of any statistic for a box-score line or a total. Rates give null without attempts.
 *
 * @example
 * statValue({ ...emptyCounts(), offensiveRebounds: 2, defensiveRebounds: 5 }, 'rebounds') //=> 7
 * statValue(emptyCounts(), 'freeThrowPercentage') //=> null
 */
export function statValue(counts: BoxScoreCounts, key: StatKey): number | null {
  switch (key) {
    case 'minutes':
      return counts.seconds / 60
    case 'rebounds':
      return rebounds(counts)
    case 'fieldGoalsMade':
      return fieldGoals(counts).made
    case 'fieldGoalsAttempted':
      return fieldGoals(counts).attempted
    case 'pir':
      return performanceIndexRating(counts)
    case 'gameScore':
      return gameScore(counts)
    case 'fieldGoalPercentage':
      return fieldGoalPercentage(counts)
    case 'twoPointPercentage':
      return twoPointPercentage(counts)
    case 'threePointPercentage':
      return threePointPercentage(counts)
    case 'freeThrowPercentage':
      return freeThrowPercentage(counts)
    case 'trueShootingPercentage':
      return trueShootingPercentage(counts)
    case 'effectiveFieldGoalPercentage':
      return effectiveFieldGoalPercentage(counts)
    case 'turnoverPercentage':
      return turnoverPercentage(counts)
    default:
      return counts[key]
  }
}

/**
 * Counts double-doubles and triple-doubles over a set of lines.
 *
 * @example
 * doublesCount(lines) //=> { doubleDoubles: 3, tripleDoubles: 0 }
 */
export function doublesCount(lines: Iterable<BoxScoreCounts>): { doubleDoubles: number; tripleDoubles: number } {
  let doubleDoubles = 0
  let tripleDoubles = 0
  for (const line of lines) {
    const categories = doubleDigitCategories(line)
    if (categories >= 2) {
      doubleDoubles += 1
    }
    if (categories >= 3) {
      tripleDoubles += 1
    }
  }
  return { doubleDoubles, tripleDoubles }
}
