import { describe, expect, it } from 'vitest'
import { assistsLeaders2022_23 } from '../../fixtures/season-2022-23'
import { sharedRanks } from './shared-rank'

describe('given values in ranking order', () => {
  it.each([
    [
      [30, 25, 20],
      [1, 2, 3],
    ],
    [
      [7.3, 7.3, 6.7, 6.7, 6.4],
      [1, 1, 3, 3, 5],
    ],
    [
      [5, 5, 5],
      [1, 1, 1],
    ],
    [
      [9, 8, 8, 8, 2],
      [1, 2, 2, 2, 5],
    ],
  ])('should rank %j as %j', (values, expected) => {
    expect(sharedRanks(values)).toEqual(expected)
  })

  describe('edge cases', () => {
    it('should rank an empty list as empty', () => {
      expect(sharedRanks([])).toEqual([])
    })
  })
})

describe('given the real 2022-23 assists leaders (one decimal)', () => {
  it('should share second place between Facundo Campazzo and Borna Kapusta at 6.7', () => {
    const ranks = sharedRanks(assistsLeaders2022_23.map((entry) => entry.value))
    expect(
      assistsLeaders2022_23
        .slice(1, 3)
        .map((entry) => entry.playerName)
        .sort(),
    ).toEqual(['Borna Kapusta', 'Facundo Campazzo'])
    expect(ranks.slice(0, 4)).toEqual([1, 2, 2, 4])
  })
})
