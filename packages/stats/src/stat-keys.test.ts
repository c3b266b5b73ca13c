import { describe, expect, it } from 'vitest'
import { counts } from '../test/fixtures.ts'
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

  it('should know rates and lower-is-better statistics', () => {
    expect(STAT_KEYS.filter(isRateKey)).toHaveLength(7)
    expect(isLowerBetter('turnovers')).toBe(true)
    expect(isLowerBetter('points')).toBe(false)
  })

  it('should count double- and triple-doubles over lines', () => {
    const triple = counts({ points: 10, defensiveRebounds: 10, assists: 10 })
    expect(doublesCount([line, triple, counts({})])).toEqual({ doubleDoubles: 2, tripleDoubles: 1 })
  })
})

describe('edge cases', () => {
  it('should give null rates and zero counts for a did-not-play line', () => {
    expect(statValue(counts({}), 'trueShootingPercentage')).toBeNull()
    expect(statValue(counts({}), 'minutes')).toBe(0)
  })
})
