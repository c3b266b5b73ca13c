import { array, assert, integer, option, property } from 'fast-check'
import { describe, expect, it } from 'vitest'
import { competitionRanks } from './ranking.ts'

describe('given values to rank', () => {
  it.each([
    { values: [20, 18, 18, 15], direction: 'descending' as const, ranks: [1, 2, 2, 4] },
    { values: [15, 18, 20, 18], direction: 'descending' as const, ranks: [1, 2, 2, 4] },
    { values: [3, 1, 2, 1], direction: 'ascending' as const, ranks: [1, 1, 3, 4] },
    { values: [7, 7, 7], direction: 'descending' as const, ranks: [1, 1, 1] },
  ])('should rank $values $direction as $ranks', ({ values, direction, ranks }) => {
    expect(competitionRanks(values, (value) => value, direction).map((entry) => entry.rank)).toEqual(ranks)
  })

  it('should treat floating-point noise as a tie', () => {
    expect(competitionRanks([0.1 + 0.2, 0.3], (value) => value).map((entry) => entry.rank)).toEqual([1, 1])
  })
})

describe('edge cases', () => {
  it('should leave out values that are null or not finite', () => {
    expect(competitionRanks([5, null, Number.NaN, 3], (value) => value).map((entry) => entry.value)).toEqual([5, 3])
  })

  it('should rank nothing as nothing', () => {
    expect(competitionRanks([], (value: number) => value)).toEqual([])
  })
})

describe('given any values (property)', () => {
  it('should give valid shared ranks: 1 first, then the previous rank for a tie or the position', () => {
    assert(
      property(array(option(integer({ min: -50, max: 50 }))), (values) => {
        const ranked = competitionRanks(values, (value) => value)
        const valid = ranked.every((entry, index) => {
          const previous = ranked[index - 1]
          if (previous === undefined) {
            return entry.rank === 1
          }
          return previous.value === entry.value ? entry.rank === previous.rank : entry.rank === index + 1
        })
        expect(valid).toBe(true)
        expect(ranked).toHaveLength(values.filter((value) => value !== null).length)
      }),
    )
  })
})
