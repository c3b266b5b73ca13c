import { describe, expect, it } from 'vitest'
import { game } from '../test/fixtures.ts'
import { chronological, isDecided, resultFor, teamResults, teamsOf, winnerOf } from './game-results.ts'

describe('given a game', () => {
  it.each([
    { spec: { home: 'ZAD', away: 'SCD', score: [96, 67] as [number, number] }, winner: 'ZAD' },
    { spec: { home: 'ZAD', away: 'SCD', score: [66, 67] as [number, number] }, winner: 'SCD' },
    {
      spec: { home: 'FMP', away: 'PRI', score: [20, 0] as [number, number], status: 'forfeit' as const },
      winner: 'FMP',
    },
    {
      spec: {
        home: 'PRI',
        away: 'COL',
        score: [0, 20] as [number, number],
        status: 'forfeit' as const,
        forfeitLoser: 'PRI',
      },
      winner: 'COL',
    },
    { spec: { home: 'A', away: 'B', status: 'scheduled' as const }, winner: null },
  ])('should find winner $winner', ({ spec, winner }) => {
    expect(winnerOf(game(spec))).toBe(winner)
  })

  it('should see a game from each side, with regulation points apart from overtime', () => {
    const overtime = game({
      home: 'A',
      away: 'B',
      score: [95, 90],
      periods: [
        [20, 20, 20, 20, 10, 5],
        [20, 20, 20, 20, 10, 0],
      ],
    })
    expect(resultFor(overtime, 'B')).toMatchObject({
      opponentId: 'A',
      location: 'away',
      outcome: 'lost',
      pointsFor: 90,
      pointsAgainst: 95,
      regulationPointsFor: 80,
      regulationPointsAgainst: 80,
      overtimes: 2,
      forfeit: false,
    })
    expect(resultFor(overtime, 'C')).toBeNull()
  })
})

describe('edge cases', () => {
  it('should not decide a scheduled game', () => {
    const scheduled = game({ home: 'A', away: 'B', status: 'scheduled' })
    expect(isDecided(scheduled)).toBe(false)
    expect(resultFor(scheduled, 'A')).toBeNull()
  })

  it('should place a dateless forfeit at the date of its round', () => {
    const season = [
      game({ id: 'late', home: 'A', away: 'B', score: [80, 70], date: '2023-03-01', round: 3 }),
      game({ id: 'forfeit', home: 'A', away: 'C', score: [20, 0], date: null, round: 2, status: 'forfeit' }),
      game({ id: 'early', home: 'B', away: 'C', score: [80, 70], date: '2023-02-01', round: 2 }),
    ]
    expect(chronological(season).map((played) => played.id)).toEqual(['early', 'forfeit', 'late'])
    expect(teamResults(season, 'A').map((result) => result.gameId)).toEqual(['forfeit', 'late'])
    expect(teamsOf(season)).toEqual(['A', 'B', 'C'])
  })

  it('should use the final score as regulation score of a forfeit', () => {
    const forfeit = game({ home: 'A', away: 'B', score: [20, 0], status: 'forfeit' })
    expect(resultFor(forfeit, 'A')).toMatchObject({ regulationPointsFor: 20, forfeit: true, overtimes: 0 })
  })
})
