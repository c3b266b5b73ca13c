import { describe, expect, it } from 'vitest'
import { currentRoundOf, roundDateSpan } from './current-round'

const played = { status: 'played', date: '2022-10-01' }
const scheduled = { status: 'scheduled', date: '2022-10-08' }

describe('currentRoundOf', () => {
  it.each([
    [
      'the first round with a game to play',
      [{ games: [played] }, { games: [played, scheduled] }, { games: [scheduled] }],
      1,
    ],
    ['the last round once every game is played', [{ games: [played] }, { games: [played] }], 1],
    ['the first round before the season starts', [{ games: [scheduled] }, { games: [scheduled] }], 0],
  ])('should pick %s', (_, rounds, index) => {
    expect(currentRoundOf(rounds)).toBe(rounds[index])
  })

  describe('edge cases', () => {
    it('should answer nothing for a season without rounds', () => {
      expect(currentRoundOf([])).toBeUndefined()
    })
  })
})

describe('roundDateSpan', () => {
  it('should answer the first and the last date of the round', () => {
    expect(roundDateSpan({ games: [{ status: 'played', date: '2022-10-02' }, played, scheduled] })).toEqual({
      from: '2022-10-01',
      to: '2022-10-08',
    })
  })

  it('should answer nothing for a round without dates', () => {
    expect(roundDateSpan({ games: [{ status: 'scheduled', date: null }] })).toBeUndefined()
  })
})
