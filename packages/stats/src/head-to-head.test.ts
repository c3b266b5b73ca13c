import { describe, expect, it } from 'vitest'
import { game, games } from '../test/fixtures.ts'
import { headToHead } from './head-to-head.ts'

const history = [
  ...games(['A B 80-70', 'B A 90-70', 'A C 100-50', 'A B 95-60']),
  game({ home: 'B', away: 'A', score: [20, 0], status: 'forfeit', date: '2023-02-01' }),
  game({ home: 'A', away: 'B', status: 'scheduled', date: '2023-03-01' }),
]

describe('given two teams with a history', () => {
  it('should count meetings, points and margins from the first team’s side', () => {
    const result = headToHead(history, 'A', 'B')
    expect(result).toMatchObject({
      won: 2,
      lost: 2,
      pointsFor: 80 + 70 + 95 + 0,
      pointsAgainst: 70 + 90 + 60 + 20,
      home: { won: 2, lost: 0 },
      away: { won: 0, lost: 2 },
    })
    expect(result.averageMargin).toBeCloseTo((245 - 240) / 4, 10)
    expect(result.biggestWin?.gameId).toBe('g4')
    // the forfeit is a loss but not a margin
    expect(result.biggestLoss?.gameId).toBe('g2')
    expect(result.lastMeeting?.forfeit).toBe(true)
  })

  it('should mirror from the other side', () => {
    expect(headToHead(history, 'B', 'A')).toMatchObject({ won: 2, lost: 2, pointsFor: 240 })
  })
})

describe('edge cases', () => {
  it('should give an empty history for teams that never met', () => {
    expect(headToHead(history, 'B', 'C')).toMatchObject({
      meetings: [],
      averageMargin: null,
      lastMeeting: null,
      biggestWin: null,
    })
  })
})
