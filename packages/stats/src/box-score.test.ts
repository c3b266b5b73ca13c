import { describe, expect, it } from 'vitest'
import {
  doubleDigitCategories,
  effectiveFieldGoalPercentage,
  emptyCounts,
  fieldGoalPercentage,
  fieldGoals,
  freeThrowPercentage,
  gameScore,
  isDoubleDouble,
  isTripleDouble,
  percentage,
  performanceIndexRating,
  rebounds,
  sumCounts,
  threePointPercentage,
  trueShootingPercentage,
  turnoverPercentage,
  twoPointPercentage,
} from './box-score.ts'
import { juanDavis } from '../test/fixtures.ts'
import type { BoxScoreCounts } from './types.ts'

function line(counts: Partial<BoxScoreCounts>): BoxScoreCounts {
  return { ...emptyCounts(), ...counts }
}

describe('given a box-score line', () => {
  it('should add two- and three-pointers into field goals', () => {
    expect(fieldGoals(juanDavis)).toEqual({ made: 4, attempted: 8 })
  })

  it('should add offensive and defensive rebounds', () => {
    expect(rebounds(juanDavis)).toBe(4)
  })

  it('should reproduce the published PIR of a real line', () => {
    expect(performanceIndexRating(juanDavis)).toBe(5)
  })

  it.each([
    { name: 'field goals', compute: fieldGoalPercentage, expected: 50 },
    { name: 'two-pointers', compute: twoPointPercentage, expected: 80 },
    { name: 'three-pointers', compute: threePointPercentage, expected: 0 },
    { name: 'free throws', compute: freeThrowPercentage, expected: 50 },
    // 100 · 9 / (2 · (8 + 0.88)) = 50.675…
    { name: 'true shooting', compute: trueShootingPercentage, expected: 50.6757 },
    { name: 'effective field goals', compute: effectiveFieldGoalPercentage, expected: 50 },
    // 100 · 2 / (8 + 0.88 + 2) = 18.382…
    { name: 'turnovers', compute: turnoverPercentage, expected: 18.3824 },
  ])('should compute the $name percentage', ({ compute, expected }) => {
    expect(compute(juanDavis)).toBeCloseTo(expected, 3)
  })

  it.each([
    // PIR: 20 + 8 + 3 − 7 − 1 − 2 − 3 = 18
    {
      counts: line({
        points: 20,
        twoPointersMade: 8,
        twoPointersAttempted: 15,
        freeThrowsMade: 4,
        freeThrowsAttempted: 5,
        offensiveRebounds: 2,
        defensiveRebounds: 6,
        assists: 3,
        turnovers: 2,
        foulsCommitted: 3,
      }),
      pir: 18,
      // 20 + 3.2 − 10.5 − 0.4 + 1.4 + 1.8 + 2.1 − 1.2 − 2 = 14.4
      score: 14.4,
    },
    // PIR: 3 + 1 + 2 + 1 + 1 − 2 − 1 − 1 − 1 − 1 = 2
    {
      counts: line({
        points: 3,
        threePointersMade: 1,
        threePointersAttempted: 3,
        freeThrowsAttempted: 1,
        defensiveRebounds: 1,
        assists: 2,
        steals: 1,
        foulsDrawn: 1,
        turnovers: 1,
        blocksAgainst: 1,
        foulsCommitted: 1,
      }),
      pir: 2,
      // 3 + 0.4 − 2.1 − 0.4 + 0.3 + 1 + 1.4 − 0.4 − 1 = 2.2
      score: 2.2,
    },
  ])('should compute PIR $pir and Game Score $score', ({ counts, pir, score }) => {
    expect(performanceIndexRating(counts)).toBe(pir)
    expect(gameScore(counts)).toBeCloseTo(score, 10)
  })

  it.each([
    { counts: line({ points: 18, defensiveRebounds: 11 }), categories: 2, double: true, triple: false },
    { counts: line({ points: 18, defensiveRebounds: 9 }), categories: 1, double: false, triple: false },
    {
      counts: line({ points: 10, offensiveRebounds: 5, defensiveRebounds: 5, assists: 10 }),
      categories: 3,
      double: true,
      triple: true,
    },
    { counts: line({ steals: 10, blocks: 10 }), categories: 2, double: true, triple: false },
  ])('should count $categories double-digit categories', ({ counts, categories, double, triple }) => {
    expect(doubleDigitCategories(counts)).toBe(categories)
    expect(isDoubleDouble(counts)).toBe(double)
    expect(isTripleDouble(counts)).toBe(triple)
  })

  it('should add lines column by column', () => {
    const total = sumCounts([juanDavis, juanDavis])
    expect(total.points).toBe(18)
    expect(total.seconds).toBe(2056)
    expect(performanceIndexRating(total)).toBe(10)
  })
})

describe('edge cases', () => {
  it('should give null, not NaN, for every percentage without attempts', () => {
    const zero = emptyCounts()
    for (const compute of [
      fieldGoalPercentage,
      twoPointPercentage,
      threePointPercentage,
      freeThrowPercentage,
      trueShootingPercentage,
      effectiveFieldGoalPercentage,
      turnoverPercentage,
    ]) {
      expect(compute(zero)).toBeNull()
    }
    expect(percentage(0, 0)).toBeNull()
  })

  it('should rate a did-not-play line (zero minutes) at zero', () => {
    expect(performanceIndexRating(emptyCounts())).toBe(0)
    expect(gameScore(emptyCounts())).toBe(0)
    expect(isDoubleDouble(emptyCounts())).toBe(false)
  })

  it('should give a sum of nothing as all zeros', () => {
    expect(sumCounts([])).toEqual(emptyCounts())
  })

  it('should allow a negative PIR', () => {
    expect(performanceIndexRating(line({ twoPointersAttempted: 4, turnovers: 2 }))).toBe(-6)
  })
})
