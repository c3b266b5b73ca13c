import { describe, expect, it } from 'vitest'
import { columnKeysOf, flattenRow } from './stat-table'

// A leader row and a box-score line as the API sends them for 2022-23.
const leaderRow = {
  rank: 1,
  value: 22.3,
  player: { slug: 'hunter-hale', name: 'Hunter Hale' },
  team: { slug: 'borac', name: 'Borac Mozzart' },
  games: 26,
}
const boxScoreLine = {
  player: { slug: 'luka-bozic', name: 'Luka Božić' },
  jersey: '29',
  starter: true,
  minutes: '34:48',
  stats: { points: 30, rebounds: 13, minutes: 34.8 },
}

describe('given rows from the API', () => {
  it('should put the measured value right after the player in leader boards', () => {
    expect(columnKeysOf([leaderRow])).toEqual(['player', 'value', 'team', 'games'])
  })

  it('should spread nested figures into the row but keep the minutes written beside them', () => {
    expect(flattenRow(boxScoreLine)).toMatchObject({ points: 30, rebounds: 13, minutes: '34:48' })
  })

  it('should offer text figures after the names and leave flags and ranks out', () => {
    expect(columnKeysOf([flattenRow(boxScoreLine)])).toEqual(['player', 'jersey', 'minutes', 'points', 'rebounds'])
  })
})

describe('given a season row with per-game figures and totals', () => {
  it('should show the per-game figures', () => {
    const row = { season: '2022-23', games: 27, perGame: { points: 21.7 }, totals: { points: 586, minutes: 1012.7 } }
    expect(flattenRow(row)).toMatchObject({ points: 21.7, games: 27 })
  })
})
