import { describe, expect, it } from 'vitest'
import { game, playerLine } from '../test/fixtures.ts'
import { lastGamesLines, lastTeamGames, splitKeyOf, splitPlayerLines, splitTeamGames } from './splits.ts'
import { teamGames } from './team-games.ts'

const season = [
  game({ id: 'g1', home: 'A', away: 'B', score: [80, 70], date: '2022-12-20' }),
  game({ id: 'g2', home: 'B', away: 'A', score: [90, 70], date: '2023-01-05' }),
  game({ id: 'g3', home: 'A', away: 'B', score: [60, 75], date: '2023-01-25', phase: 'final', round: 1 }),
  game({ id: 'g4', home: 'B', away: 'A', score: [60, 75], date: '2023-02-01', phase: 'final', round: 2 }),
]
const lines = ['g1', 'g2', 'g3', 'g4'].map((gameId, index) =>
  playerLine({ gameId, teamId: 'A', playerId: 'ana', points: 10 * (index + 1), played: gameId !== 'g3' }),
)

describe('given a player over a season', () => {
  it.each([
    { kind: 'location' as const, expected: { home: ['g1', 'g3'], away: ['g2', 'g4'] } },
    { kind: 'outcome' as const, expected: { won: ['g1', 'g4'], lost: ['g2', 'g3'] } },
    { kind: 'month' as const, expected: { '2022-12': ['g1'], '2023-01': ['g2', 'g3'], '2023-02': ['g4'] } },
    { kind: 'phase' as const, expected: { 'regular-season': ['g1', 'g2'], final: ['g3', 'g4'] } },
  ])('should split lines by $kind', ({ kind, expected }) => {
    const groups = splitPlayerLines(lines, season, kind)
    expect(Object.fromEntries([...groups].map(([key, group]) => [key, group.map((line) => line.gameId)]))).toEqual(
      expected,
    )
  })

  it('should take the last games he played, oldest first', () => {
    expect(lastGamesLines(lines, season, 2).map((line) => line.gameId)).toEqual(['g2', 'g4'])
  })

  it('should split a team’s games the same way', () => {
    const entries = teamGames(season, []).filter((entry) => entry.teamId === 'B')
    expect(
      splitTeamGames(entries, 'outcome')
        .get('won')
        ?.map((entry) => entry.gameId),
    ).toEqual(['g2', 'g3'])
    expect(lastTeamGames(entries, 1).map((entry) => entry.gameId)).toEqual(['g4'])
  })
})

describe('edge cases', () => {
  it('should put a game without date in an unknown month', () => {
    expect(splitKeyOf({ location: 'home', outcome: 'won', date: null, phase: 'final' }, 'month')).toBe('unknown')
  })

  it('should leave out lines of games it does not know or that are scheduled', () => {
    const scheduled = game({ id: 's', home: 'A', away: 'B', status: 'scheduled' })
    const stray = [
      playerLine({ gameId: 'nowhere', teamId: 'A', playerId: 'ana' }),
      playerLine({ gameId: 's', teamId: 'A', playerId: 'ana' }),
    ]
    expect(splitPlayerLines(stray, [scheduled], 'location').size).toBe(0)
    expect(lastGamesLines(lines, season, 0)).toEqual([])
  })
})
