/**
 * Checks against the real ABA seasons in data/ (loaded by the test-only CSV loader).
 */
import { describe, expect, it } from 'vitest'
import { loadPlayByPlay, loadSeason, SEASONS } from '../scripts/load-season.ts'
import { performanceIndexRating } from './box-score.ts'
import { gameFlow } from './game-flow.ts'
import { winnerOf } from './game-results.ts'
import { computeLeaders } from './leaders.ts'
import { ABA_PLAYOFF_ROUNDS, buildBracket } from './playoffs.ts'
import { allTimeLeaders, playerGameHighs } from './records.ts'
import { computeStandings } from './standings.ts'
import { teamGames } from './team-games.ts'

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

describe('given the ABA box scores', () => {
  it.each(SEASONS)('should add up every played game of %s: player points = team points', (name) => {
    const { games, lines } = loaded(name)
    const played = games.filter((game) => game.status === 'played')
    const entries = teamGames(played, lines)
    expect(entries).toHaveLength(2 * played.length)
    const mismatches = entries.filter((entry) => {
      const game = played.find((candidate) => candidate.id === entry.gameId)
      const score = entry.location === 'home' ? game?.homeScore : game?.awayScore
      return entry.counts.points !== score
    })
    expect(mismatches).toEqual([])
  })

  it.each(SEASONS)('should reproduce the published PIR on every played line of %s', (name) => {
    const played = loaded(name).lines.filter((line) => line.played)
    expect(played.length).toBeGreaterThan(3000)
    const mismatches = played.filter((line) => performanceIndexRating(line) !== line.publishedPir)
    expect(mismatches).toEqual([])
  })
})

describe('given the ABA 2022-23 regular-season scoring title', () => {
  const { games, lines } = loaded('aba-2022-23')
  const russell = '4141'
  const hale = '3873'

  it('should give it to Hunter Hale, on a roster at the end, not to Daron Russell, who left in January', () => {
    const board = computeLeaders(games, lines, { stat: 'points', phase: 'regular-season', limit: 1 })
    expect(board).toHaveLength(1)
    expect(board[0]).toMatchObject({ rank: 1, playerId: hale, playerName: 'Hunter Hale', teamId: 'BOR', games: 26 })
    expect(board[0]?.value).toBeCloseTo(580 / 26, 10)
  })

  it('should have Daron Russell ahead on average, with enough games, when the roster condition is dropped', () => {
    const rule = { minimumGameShare: 0.5, rosterAtEnd: null, minimumAttemptsPerTeamGame: {} }
    const board = computeLeaders(games, lines, { stat: 'points', phase: 'regular-season', limit: 2, rule })
    expect(board.map((entry) => entry.playerId)).toEqual([russell, hale])
    // 402 points in 15 of Mornar's 26 games, last on a game sheet on 20 January 2023
    expect(board[0]?.value).toBeCloseTo(402 / 15, 10)
    expect(board[0]?.games).toBe(15)
  })
})

function seedsOf(name: (typeof SEASONS)[number]): { [teamId: string]: number } {
  return Object.fromEntries(computeStandings(loaded(name).games).map((row) => [row.teamId, row.rank]))
}

describe('given the ABA play-offs', () => {
  it('should build the 2022-23 bracket: seeds 1-8 in four quarter-finals, two semi-finals, a best-of-5 final', () => {
    const bracket = buildBracket(loaded('aba-2022-23').games, ABA_PLAYOFF_ROUNDS, { seeds: seedsOf('aba-2022-23') })
    expect(bracket.rounds.map((round) => round.series.length)).toEqual([4, 2, 1])
    const quarterfinalSeeds = bracket.rounds[0]?.series.map((series) => series.seeds.join('-'))
    expect(quarterfinalSeeds).toEqual(['1-8', '4-5', '2-7', '3-6'])
    expect(bracket.rounds.every((round) => round.series.every((series) => series.status === 'complete'))).toBe(true)
    for (const series of [...(bracket.rounds[1]?.series ?? []), ...(bracket.rounds[2]?.series ?? [])]) {
      expect(series.from.every((index) => index !== null)).toBe(true)
    }
    const final = bracket.rounds[2]?.series[0]
    expect(final?.games).toHaveLength(5)
    expect([...(final?.wins ?? [])].sort()).toEqual([2, 3])
    expect(bracket.champion).toBe(final?.winner)
  })

  it('should show the 2021-22 byes: seeds 1 and 2 enter at the semi-finals', () => {
    const rounds = [{ phase: 'quarterfinal', bestOf: 3 }, ...ABA_PLAYOFF_ROUNDS.slice(1)]
    const bracket = buildBracket(loaded('aba-2021-22').games, rounds, { seeds: seedsOf('aba-2021-22') })
    // bracket order: the 4-5 winner meets seed 1, the 3-6 winner seed 2
    expect(bracket.rounds[0]?.series.map((series) => series.seeds.join('-'))).toEqual(['4-5', '3-6'])
    const semifinals = bracket.rounds[1]?.series ?? []
    expect(semifinals.map((series) => series.seeds[0])).toEqual([1, 2])
    expect(semifinals.map((series) => series.from[0])).toEqual([null, null])
    expect(semifinals.every((series) => series.from[1] !== null)).toBe(true)
  })
})

describe('given the ABA 2022-23 play-by-play', () => {
  const { games } = loaded('aba-2022-23')
  const playByPlay = loadPlayByPlay('aba-2022-23')

  it('should end every game flow at the final score, with the winner having led by at least the margin', () => {
    const problems: string[] = []
    for (const game of games.filter((candidate) => candidate.status === 'played')) {
      const flow = gameFlow(playByPlay.get(game.id) ?? [])
      const last = flow.scoreByMinute.at(-1)
      if (last?.homeScore !== game.homeScore || last.awayScore !== game.awayScore) {
        problems.push(`${game.id}: ends ${last?.homeScore}-${last?.awayScore}`)
      }
      const overtimes = Math.max(0, game.homePeriodScores.length - 4)
      if (flow.scoreByMinute.length !== 40 + 5 * overtimes) {
        problems.push(`${game.id}: ${flow.scoreByMinute.length} minutes`)
      }
      const winnerLead = winnerOf(game) === game.homeTeamId ? flow.largestLead.home : flow.largestLead.away
      if ((winnerLead?.points ?? 0) < Math.abs(game.homeScore - game.awayScore)) {
        problems.push(`${game.id}: largest lead below the margin`)
      }
    }
    expect(problems).toEqual([])
  })
})

describe('given the ABA records', () => {
  it('should find the 2022-23 single-game scoring high: Daron Russell, 47 in game 22_10', () => {
    const [record] = playerGameHighs(loaded('aba-2022-23').lines, 'points', { limit: 1 })
    expect(record).toMatchObject({ rank: 1, value: 47, entry: { playerId: '4141', gameId: '22_10' } })
  })

  it('should add careers across the three seasons: Ognjen Dobric leads with 1009 points', () => {
    const seasonLines = SEASONS.map((name) => ({ season: name, lines: loaded(name).lines }))
    const leaders = allTimeLeaders(seasonLines, { stat: 'points', limit: 3 })
    expect(leaders.map((record) => `${record.entry.playerName} ${record.value}`)).toEqual([
      'Ognjen Dobric 1009',
      'Hunter Hale 929',
      'Dominik Mavra 921',
    ])
    expect(leaders[0]?.entry.seasons).toEqual([...SEASONS])
  })
})
