/**
 * Checks against the real ABA seasons in data/ (loaded by the test-only CSV loader).
 */
import { describe, expect, it } from 'vitest'
import { loadSeason, SEASONS } from '../scripts/load-season.ts'
import { computeStandings } from './standings.ts'

const seasons = Object.fromEntries(SEASONS.map((season) => [season, loadSeason(season)]))

function loaded(name: (typeof SEASONS)[number]): ReturnType<typeof loadSeason> {
  const found = seasons[name]
  if (found === undefined) {
    throw new Error(`season ${name} not loaded`)
  }
  return found
}

/** Seeds from the first play-off game of each pairing: the home team of game 1 is the higher seed. */
function firstRoundPairs(name: (typeof SEASONS)[number], phase: string): string[] {
  return loaded(name)
    .games.filter((game) => game.phase === phase && game.round === 1)
    .map((game) => `${game.homeTeamId}-${game.awayTeamId}`)
    .sort()
}

describe('given the ABA regular seasons', () => {
  it('should have 14 teams in 2022-23 whose wins and losses each add up to the number of games', () => {
    const { games } = loaded('aba-2022-23')
    const regularSeason = games.filter((game) => game.phase === 'regular-season')
    const rows = computeStandings(games)
    expect(rows).toHaveLength(14)
    expect(regularSeason).toHaveLength(182)
    expect(rows.reduce((total, row) => total + row.won, 0)).toBe(regularSeason.length)
    expect(rows.reduce((total, row) => total + row.lost, 0)).toBe(regularSeason.length)
    expect(rows.every((row) => row.played === 26)).toBe(true)
  })

  it.each([
    {
      name: 'aba-2022-23' as const,
      phase: 'quarterfinal',
      seeds: [
        [1, 8],
        [2, 7],
        [3, 6],
        [4, 5],
      ],
    },
    {
      name: 'aba-2021-22' as const,
      phase: 'quarterfinal',
      seeds: [
        [3, 6],
        [4, 5],
      ],
    },
    {
      name: 'aba-2021-22' as const,
      phase: 'semifinal',
      seeds: [
        [1, 4],
        [2, 3],
      ],
    },
    {
      name: 'aba-2020-21' as const,
      phase: 'semifinal',
      seeds: [
        [1, 4],
        [2, 3],
      ],
    },
  ])('should rank teams as the $name $phase pairings seeded them', ({ name, phase, seeds }) => {
    const rows = computeStandings(loaded(name).games)
    const teamAt = (rank: number): string => rows.find((row) => row.rank === rank)?.teamId ?? '?'
    const expected = seeds.map(([higher = 0, lower = 0]) => `${teamAt(higher)}-${teamAt(lower)}`).sort()
    expect(firstRoundPairs(name, phase)).toEqual(expected)
  })

  it('should put Partizan and Crvena zvezda at the top of 2022-23', () => {
    const rows = computeStandings(loaded('aba-2022-23').games)
    expect(rows.slice(0, 2).map((row) => `${row.rank} ${row.teamId} ${row.won}-${row.lost}`)).toEqual([
      '1 PAR 24-2',
      '2 CZV 23-3',
    ])
  })

  it('should count the 2020-21 forfeits of the disqualified club in the table', () => {
    const { games, teams } = loaded('aba-2020-21')
    const rows = computeStandings(games)
    const disqualified = teams.find((team) => team.status === 'disqualified')
    expect(disqualified?.id).toBe('PRI')
    expect(rows).toHaveLength(14)
    expect(rows.at(-1)).toMatchObject({
      teamId: 'PRI',
      played: 26,
      won: 0,
      forfeitsLost: 26,
      classificationPoints: 0,
      pointsFor: 0,
      pointsAgainst: 26 * 20,
    })
    for (const row of rows.filter((candidate) => candidate.teamId !== 'PRI')) {
      expect(row).toMatchObject({ played: 26, forfeitsWon: 2 })
    }
  })
})
