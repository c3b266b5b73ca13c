import { describe, expect, it } from 'vitest'
import { game, games } from '../test/fixtures.ts'
import { buildBracket, seriesOfPhase } from './playoffs.ts'

const seeds = { A: 1, B: 2, C: 3, D: 4 }
const semifinals = [
  ...games(['A D 80-70', 'D A 75-70', 'A D 90-60'], { phase: 'semifinal', id: 'ad' }),
  ...games(['B C 80-70', 'C B 60-70'], { phase: 'semifinal', id: 'bc' }),
]

describe('given play-off games', () => {
  it.each([
    {
      games: ['A D 80-70'],
      expected: { wins: [1, 0], leader: 'A', winner: null, status: 'in-progress', summary: 'A lead 1-0' },
    },
    { games: ['A D 80-70', 'D A 75-70'], expected: { wins: [1, 1], leader: null, winner: null, summary: 'level 1-1' } },
    {
      games: ['A D 80-70', 'D A 75-70', 'A D 90-60'],
      expected: { wins: [2, 1], winner: 'A', status: 'complete', winsStillNeeded: [0, 1], summary: 'A won 2-1' },
    },
    // the lower seed at home in game 1 is still listed second
    { games: ['D A 80-70'], expected: { teams: ['A', 'D'], wins: [0, 1], leader: 'D', winsStillNeeded: [2, 1] } },
  ])('should follow a best-of-3 series after $games', ({ games: results, expected }) => {
    const [series] = seriesOfPhase(games(results, { phase: 'semifinal' }), { phase: 'semifinal', bestOf: 3 }, { seeds })
    expect(series).toMatchObject({ teams: ['A', 'D'], seeds: [1, 4], winsNeeded: 2, ...expected })
  })

  it('should need three wins in a best of five', () => {
    const results = games(['A B 80-70', 'A B 80-70', 'B A 80-70'], { phase: 'final' })
    const [series] = seriesOfPhase(results, { phase: 'final', bestOf: 5 }, { teamNames: { A: 'Alpha' } })
    expect(series).toMatchObject({ winsNeeded: 3, winner: null, winsStillNeeded: [1, 2], summary: 'Alpha lead 2-1' })
  })

  it('should build a bracket with links from each round to the next', () => {
    const final = games(['B A 80-75'], { phase: 'final', id: 'f' })
    const bracket = buildBracket(
      [...semifinals, ...final],
      [
        { phase: 'semifinal', bestOf: 3 },
        { phase: 'final', bestOf: 5 },
      ],
      { seeds },
    )
    expect(bracket.rounds.map((round) => round.series.map((series) => series.teams.join('-')))).toEqual([
      ['A-D', 'B-C'],
      ['A-B'],
    ])
    expect(bracket.rounds[1]?.series[0]?.from).toEqual([0, 1])
    expect(bracket.rounds[1]?.series[0]).toMatchObject({ wins: [0, 1], status: 'in-progress' })
    expect(bracket.champion).toBeNull()
  })
})

describe('edge cases', () => {
  it('should count a forfeit as a win and list scheduled games without counting them', () => {
    const results = [
      game({ home: 'A', away: 'D', score: [20, 0], status: 'forfeit', phase: 'semifinal', date: '2023-05-01' }),
      game({ home: 'D', away: 'A', status: 'scheduled', phase: 'semifinal', date: '2023-05-03' }),
    ]
    const [series] = seriesOfPhase(results, { phase: 'semifinal', bestOf: 3 })
    expect(series).toMatchObject({ wins: [1, 0], status: 'in-progress' })
    expect(series?.games).toHaveLength(2)
  })

  it('should show a scheduled series as not started, and an empty phase as no series', () => {
    const [series] = seriesOfPhase([game({ home: 'A', away: 'D', status: 'scheduled', phase: 'final' })], {
      phase: 'final',
      bestOf: 5,
    })
    expect(series).toMatchObject({ status: 'not-started', leader: null, summary: 'A v D, not started' })
    expect(buildBracket([]).rounds.every((round) => round.series.length === 0)).toBe(true)
  })
})
