import { describe, expect, it } from 'vitest'
import { counts } from '../test/fixtures.ts'
import type { CountKey } from './types.ts'
import { attemptsFor, doublesCount, isLowerBetter, isRateKey, STAT_KEYS, statValue } from './stat-keys.ts'

// 2P 5/8, 3P 2/6, FT 3/4 → 19 points; 3 + 6 rebounds; 10 assists; 3 turnovers; 30 minutes
const line = counts({
  seconds: 1800,
  points: 19,
  twoPointersMade: 5,
  twoPointersAttempted: 8,
  threePointersMade: 2,
  threePointersAttempted: 6,
  freeThrowsMade: 3,
  freeThrowsAttempted: 4,
  offensiveRebounds: 3,
  defensiveRebounds: 6,
  assists: 10,
  turnovers: 3,
})

describe('given a line', () => {
  it.each([
    { key: 'points' as const, expected: 19 },
    { key: 'minutes' as const, expected: 30 },
    { key: 'rebounds' as const, expected: 9 },
    { key: 'fieldGoalsMade' as const, expected: 7 },
    { key: 'fieldGoalsAttempted' as const, expected: 14 },
    { key: 'fieldGoalPercentage' as const, expected: 50 },
    { key: 'threePointPercentage' as const, expected: 100 / 3 },
    { key: 'freeThrowPercentage' as const, expected: 75 },
    // 19 + 9 + 10 − 7 − 1 − 3 = 27
    { key: 'pir' as const, expected: 27 },
    // 100 · 8 / 14
    { key: 'effectiveFieldGoalPercentage' as const, expected: 800 / 14 },
  ])('should give $key = $expected', ({ key, expected }) => {
    expect(statValue(line, key)).toBeCloseTo(expected, 10)
  })

  it.each([
    { key: 'fieldGoalPercentage' as const, expected: 14 },
    { key: 'twoPointPercentage' as const, expected: 8 },
    { key: 'threePointPercentage' as const, expected: 6 },
    { key: 'freeThrowPercentage' as const, expected: 4 },
    { key: 'trueShootingPercentage' as const, expected: 14 + 0.44 * 4 },
  ])('should count $expected attempts behind $key', ({ key, expected }) => {
    expect(attemptsFor(key, line)).toBeCloseTo(expected, 10)
  })

  it('should give a value for every stat key', () => {
    for (const key of STAT_KEYS) {
      expect(typeof statValue(line, key)).toBe('number')
    }
  })

  it('should compute rates from the totals of two games, and add up every other statistic', () => {
    // A second game: 2P 1/2, FT 0/4, no three attempted; together 2P 6/10, FT 3/8.
    const other = counts({
      seconds: 600,
      points: 2,
      twoPointersMade: 1,
      twoPointersAttempted: 2,
      freeThrowsAttempted: 4,
      turnovers: 1,
    })
    const both = counts(
      Object.fromEntries(Object.keys(line).map((key) => [key, line[key as CountKey] + other[key as CountKey]])),
    )
    expect(statValue(both, 'twoPointPercentage')).toBe(60)
    expect(statValue(both, 'freeThrowPercentage')).toBe(37.5)
    for (const key of STAT_KEYS.filter((candidate) => !isRateKey(candidate))) {
      expect(statValue(both, key)).toBeCloseTo((statValue(line, key) ?? 0) + (statValue(other, key) ?? 0), 10)
    }
  })

  it('should know lower-is-better statistics', () => {
    expect(isLowerBetter('turnovers')).toBe(true)
    expect(isLowerBetter('points')).toBe(false)
  })

  it('should count double- and triple-doubles over lines', () => {
    const triple = counts({ points: 10, defensiveRebounds: 10, assists: 10 })
    expect(doublesCount([line, triple, counts({})])).toEqual({ doubleDoubles: 2, tripleDoubles: 1 })
  })
})

describe('edge cases', () => {
  it('should give null for every rate and zero for every other statistic of a did-not-play line', () => {
    for (const key of STAT_KEYS) {
      expect(statValue(counts({}), key)).toBe(isRateKey(key) ? null : 0)
    }
  })
})
