import { describe, expect, it } from 'vitest'
import { shotChartFilterOf } from './shot-chart-filter'

describe('given the query of the shot chart tab', () => {
  it.each([
    [{}, { team: 'all', player: 'all', result: 'all' }],
    [
      { team: 'home', player: '2881', result: 'made' },
      { team: 'home', player: '2881', result: 'made' },
    ],
    [{ team: ['away', 'home'] }, { team: 'away', player: 'all', result: 'all' }],
  ])('should read %o as %o', (query, filter) => {
    expect(shotChartFilterOf(query)).toEqual(filter)
  })
})

describe('edge cases', () => {
  it('should show everything for values nobody offered instead of failing', () => {
    expect(shotChartFilterOf({ team: 'visitors', result: 'blocked', player: 'x'.repeat(500) })).toEqual({
      team: 'all',
      player: 'all',
      result: 'all',
    })
  })
})
