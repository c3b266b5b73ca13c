import { describe, expect, it } from 'vitest'
import { firstRoundSeries, higherSeedAtHome, playoffPhases, winsNeeded } from './playoff-bracket.ts'

describe('play-off seeding', () => {
  it('pairs 1 v 8, 4 v 5, 2 v 7, 3 v 6 in bracket order for eight teams', () => {
    expect(firstRoundSeries(8).map((series) => `${series.higherSeed}v${series.lowerSeed}`)).toEqual([
      '1v8',
      '4v5',
      '2v7',
      '3v6',
    ])
  })

  it('pairs 1 v 4 and 2 v 3 for four teams, 1 v 2 for two', () => {
    expect(firstRoundSeries(4).map((series) => `${series.higherSeed}v${series.lowerSeed}`)).toEqual(['1v4', '2v3'])
    expect(firstRoundSeries(2)).toEqual([{ position: 1, higherSeed: 1, lowerSeed: 2 }])
  })

  it('plays the phases from the first round to the final', () => {
    expect(playoffPhases(8)).toEqual(['quarterfinal', 'semifinal', 'final'])
    expect(playoffPhases(4)).toEqual(['semifinal', 'final'])
    expect(playoffPhases(2)).toEqual(['final'])
  })
})

const order = (bestOf: number) =>
  Array.from({ length: bestOf }, (_, index) => (higherSeedAtHome(bestOf, index + 1) ? 'H' : 'A')).join('')

describe('series home order', () => {
  it('is H for one game, 1-1-1 for three, 2-2-1 for five, 2-2-1-1-1 for seven', () => {
    expect(order(1)).toBe('H')
    expect(order(3)).toBe('HAH')
    expect(order(5)).toBe('HHAAH')
    expect(order(7)).toBe('HHAAHAH')
  })

  it('needs a majority of wins and refuses a game beyond the series', () => {
    expect([1, 3, 5, 7].map(winsNeeded)).toEqual([1, 2, 3, 4])
    expect(() => higherSeedAtHome(3, 4)).toThrow('not part of a best of 3')
  })
})
