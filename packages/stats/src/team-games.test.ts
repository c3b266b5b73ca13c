import { describe, expect, it } from 'vitest'
import { game, playerLine } from '../test/fixtures.ts'
import { linesByGameAndTeam, teamGames } from './team-games.ts'

const played = game({ id: 'g1', home: 'A', away: 'B', score: [15, 9], date: '2023-01-05', round: 3 })
const lines = [
  playerLine({ gameId: 'g1', teamId: 'A', playerId: 'ana', points: 10, assists: 2 }),
  playerLine({ gameId: 'g1', teamId: 'A', playerId: 'ben', points: 5, assists: 1 }),
  playerLine({ gameId: 'g1', teamId: 'B', playerId: 'cid', points: 9 }),
]

describe('given a played game and its lines', () => {
  it('should group lines by game and team', () => {
    expect(
      linesByGameAndTeam(lines)
        .get('g1')
        ?.get('A')
        ?.map((line) => line.playerId),
    ).toEqual(['ana', 'ben'])
  })

  it('should give each team its sums and its opponent’s', () => {
    const [home, away] = teamGames([played], lines)
    expect(home).toMatchObject({ teamId: 'A', opponentId: 'B', location: 'home', outcome: 'won', round: 3 })
    expect(home?.counts).toMatchObject({ points: 15, assists: 3 })
    expect(home?.opponentCounts.points).toBe(9)
    expect(away).toMatchObject({ teamId: 'B', location: 'away', outcome: 'lost' })
  })
})

describe('edge cases', () => {
  it('should give zero counts when a played game has no lines yet', () => {
    const [home] = teamGames([played], [])
    expect(home?.counts.points).toBe(0)
  })

  it('should skip forfeits and scheduled games', () => {
    const others = [
      game({ home: 'A', away: 'B', score: [20, 0], status: 'forfeit' }),
      game({ home: 'A', away: 'B', status: 'scheduled' }),
    ]
    expect(teamGames(others, lines)).toEqual([])
  })
})
