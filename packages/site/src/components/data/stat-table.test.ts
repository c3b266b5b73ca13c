import { describe, expect, it } from 'vitest'
import { cellOf, visibleKeys, type StatRow } from './stat-table'

// A leader row, a box-score line and a team record as the API sends them for 2022-23.
const team = { slug: 'borac', name: 'Borac Mozzart', code: 'BOR', club: { slug: 'borac', name: 'Borac' } }
const leaderRow: StatRow = {
  rank: 1,
  value: 22.3,
  player: { slug: 'hunter-hale', name: 'Hunter Hale' },
  team,
  games: 26,
}
const boxScoreLine: StatRow = {
  player: { slug: 'luka-bozic', name: 'Luka Božić' },
  jersey: '29',
  minutes: '34:48',
  stats: { points: 30, rebounds: 13, minutes: 34.8, freeThrowPercentage: null },
}
const teamRecord: StatRow = { rank: 1, value: 120, player: null, team, opponent: team }

describe('given rows from the API', () => {
  it('should show the columns asked for that some row has, in the order asked', () => {
    expect(visibleKeys([leaderRow], ['player', 'value', 'team', 'opponent', 'games'])).toEqual([
      'player',
      'value',
      'team',
      'games',
    ])
  })

  it('should leave the player column out of team records', () => {
    expect(visibleKeys([teamRecord], ['player', 'value', 'team'])).toEqual(['value', 'team'])
  })

  it('should show the minutes written beside the statistics rather than the decimal ones', () => {
    expect(cellOf(boxScoreLine, 'minutes')).toEqual({ kind: 'text', value: '34:48' })
    expect(cellOf({ stats: { minutes: 1012.7 } }, 'minutes')).toEqual({ kind: 'number', value: 1012.7 })
  })

  it('should keep a rate without attempts as a column with no value', () => {
    expect(cellOf(boxScoreLine, 'freeThrowPercentage')).toEqual({ kind: 'number', value: null })
    expect(visibleKeys([boxScoreLine], ['points', 'freeThrowPercentage', 'assists'])).toEqual([
      'points',
      'freeThrowPercentage',
    ])
  })
})
