import { describe, expect, it } from 'vitest'
import { boxScoreLine, roundedLine } from './box-score-line.ts'
import { emptyCounts } from './box-score.ts'
import { counts, juanDavis } from '../test/fixtures.ts'
import { STAT_KEYS } from './stat-keys.ts'

// Juan Davis, Zadar v SC Derby, 2022-09-30 (game 22_6): see test/fixtures.ts; published PIR 5.
describe('given the counts of a box-score line', () => {
  it.each([
    // The counts themselves stay as they are.
    { key: 'points', expected: 9 },
    { key: 'plusMinus', expected: 16 },
    { key: 'seconds', expected: 1028 },
    // 1028 / 60
    { key: 'minutes', expected: 17.1333 },
    // 2 + 2
    { key: 'rebounds', expected: 4 },
    // 4 twos + 0 threes, of 5 + 3
    { key: 'fieldGoalsMade', expected: 4 },
    { key: 'fieldGoalsAttempted', expected: 8 },
    // 9 + 4 + 1 + 1 − 4 (missed FG) − 1 (missed FT) − 2 − 3 = 5, as published
    { key: 'pir', expected: 5 },
    // 9 + 1.6 − 5.6 − 0.4 + 1.4 + 0.6 + 0.7 − 1.2 − 2 = 4.1
    { key: 'gameScore', expected: 4.1 },
    { key: 'fieldGoalPercentage', expected: 50 },
    { key: 'twoPointPercentage', expected: 80 },
    { key: 'threePointPercentage', expected: 0 },
    { key: 'freeThrowPercentage', expected: 50 },
    // 100 · 9 / (2 · (8 + 0.88))
    { key: 'trueShootingPercentage', expected: 50.6757 },
    // 100 · (4 + 0) / 8
    { key: 'effectiveFieldGoalPercentage', expected: 50 },
    // 100 · 2 / (8 + 0.88 + 2)
    { key: 'turnoverPercentage', expected: 18.3824 },
  ] as const)('should give $key $expected', ({ key, expected }) => {
    expect(boxScoreLine(juanDavis)[key]).toBeCloseTo(expected, 3)
  })

  it('should give a value for every statistic a table can name, in the order of STAT_KEYS', () => {
    expect(Object.keys(boxScoreLine(juanDavis))).toEqual(STAT_KEYS)
  })
})

describe('edge cases', () => {
  it('should give null rates and zero figures for a player who did not play', () => {
    const statistics = boxScoreLine(emptyCounts())
    expect(statistics.freeThrowPercentage).toBeNull()
    expect(statistics.trueShootingPercentage).toBeNull()
    expect(statistics.minutes).toBe(0)
    expect(statistics.pir).toBe(0)
  })

  it('should give a rate only where there were attempts', () => {
    const statistics = boxScoreLine(counts({ freeThrowsMade: 2, freeThrowsAttempted: 2, points: 2 }))
    expect(statistics.freeThrowPercentage).toBe(100)
    expect(statistics.threePointPercentage).toBeNull()
    // 100 · 2 / (2 · 0.88)
    expect(statistics.trueShootingPercentage).toBeCloseTo(113.636, 3)
  })
})

describe('given a line to write in a table', () => {
  it.each([
    { key: 'minutes', expected: 17.1 },
    { key: 'trueShootingPercentage', expected: 50.7 },
    { key: 'turnoverPercentage', expected: 18.4 },
    { key: 'points', expected: 9 },
  ] as const)('should round $key to a tenth ($expected)', ({ key, expected }) => {
    expect(roundedLine(boxScoreLine(juanDavis))[key]).toBe(expected)
  })

  it('should keep a rate without attempts null', () => {
    expect(roundedLine(boxScoreLine(emptyCounts())).freeThrowPercentage).toBeNull()
  })
})
