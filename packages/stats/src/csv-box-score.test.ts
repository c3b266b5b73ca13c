import { describe, expect, it } from 'vitest'
import { boxScoreCountsOfCsv, csvInteger } from './csv-box-score.ts'

describe('given a row of boxscores.csv', () => {
  it.each([
    ['sec_played', 'seconds', '2088', 2088],
    ['pts', 'points', '21', 21],
    ['fg3a', 'threePointersAttempted', '7', 7],
    ['blk_against', 'blocksAgainst', '2', 2],
    ['plus_minus', 'plusMinus', '-11', -11],
  ] as const)('should read the column %s as %s', (column, key, text, value) => {
    expect(boxScoreCountsOfCsv({ [column]: text })[key]).toBe(value)
  })
})

describe('edge cases', () => {
  it('should count the empty cells of a player who did not play as zero', () => {
    expect(Object.values(boxScoreCountsOfCsv({ pts: '', sec_played: '' })).every((count) => count === 0)).toBe(true)
  })

  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['-3', -3],
  ])('should read %o as %i', (text, value) => {
    expect(csvInteger(text)).toBe(value)
  })
})
