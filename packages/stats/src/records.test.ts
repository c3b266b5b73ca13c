import { describe, expect, it } from 'vitest'
import { game, playerLine } from '../test/fixtures.ts'
import { modeValue } from './aggregation.ts'
import {
  allTimeAggregates,
  allTimeLeaders,
  bestSeasons,
  personalHighs,
  playerCareer,
  playerGameHighs,
  teamGameHighs,
} from './records.ts'
import { teamGames } from './team-games.ts'

const season1 = [
  playerLine({ gameId: 'a1', teamId: 'A', playerId: 'ana', points: 30, assists: 5, seconds: 2000 }),
  playerLine({ gameId: 'a1', teamId: 'B', playerId: 'ben', points: 12, assists: 9, seconds: 2000 }),
  playerLine({ gameId: 'a2', teamId: 'A', playerId: 'ana', points: 18, assists: 9, seconds: 2000 }),
  playerLine({
    gameId: 'a2',
    teamId: 'B',
    playerId: 'ben',
    points: 30,
    freeThrowsMade: 1,
    freeThrowsAttempted: 1,
    seconds: 2000,
  }),
  playerLine({ gameId: 'a2', teamId: 'B', playerId: 'cid', played: false }),
]
const season2 = [
  playerLine({ gameId: 'b1', teamId: 'C', playerId: 'ana', points: 25, seconds: 2000 }),
  playerLine({
    gameId: 'b1',
    teamId: 'B',
    playerId: 'ben',
    points: 8,
    freeThrowsMade: 8,
    freeThrowsAttempted: 10,
    seconds: 2000,
  }),
]
const seasons = [
  { season: '2021-22', lines: season1 },
  { season: '2022-23', lines: season2 },
]

describe('given player lines', () => {
  it.each([
    { stat: 'points' as const, expected: ['1 ana a1 30', '1 ben a2 30', '3 ana b1 25'] },
    { stat: 'assists' as const, expected: ['1 ben a1 9', '1 ana a2 9', '3 ana a1 5'] },
  ])('should list single-game highs in $stat', ({ stat, expected }) => {
    const records = playerGameHighs([...season1, ...season2], stat, { limit: 3 })
    expect(
      records.map((record) => `${record.rank} ${record.entry.playerId} ${record.entry.gameId} ${record.value}`),
    ).toEqual(expected)
  })

  it('should need attempts for a single-game percentage record', () => {
    const records = playerGameHighs([...season1, ...season2], 'freeThrowPercentage', { minimumAttempts: 5 })
    expect(records.map((record) => `${record.entry.gameId} ${record.value}`)).toEqual(['b1 80'])
  })

  it('should give a player’s highs with every game that reached them', () => {
    expect(
      personalHighs(
        season1.filter((line) => line.playerId === 'ana'),
        ['points', 'assists', 'steals'],
      ),
    ).toEqual([
      { stat: 'points', value: 30, gameIds: ['a1'] },
      { stat: 'assists', value: 9, gameIds: ['a2'] },
    ])
  })

  it('should build a career table by season and in total', () => {
    const career = playerCareer(seasons, 'ana')
    expect(career.seasons.map((row) => `${row.season} ${row.aggregate.games} ${row.aggregate.totals.points}`)).toEqual([
      '2021-22 2 48',
      '2022-23 1 25',
    ])
    expect(career.career).toMatchObject({ games: 3, teamIds: ['A', 'C'], lastTeamId: 'C' })
    expect(career.career && modeValue(career.career, 'points', 'per-game')).toBeCloseTo(73 / 3, 10)
  })

  it('should rank all-time totals and averages, and best seasons', () => {
    expect(
      allTimeLeaders(seasons, { stat: 'points' }).map(
        (record) => `${record.rank} ${record.entry.playerId} ${record.value}`,
      ),
    ).toEqual(['1 ana 73', '2 ben 50'])
    expect(allTimeAggregates(seasons).find((player) => player.playerId === 'ana')?.seasons).toEqual([
      '2021-22',
      '2022-23',
    ])
    const best = bestSeasons(seasons, { stat: 'points', mode: 'per-game', limit: 1 })
    expect(best.map((record) => `${record.entry.season} ${record.entry.aggregate.playerId} ${record.value}`)).toEqual([
      '2022-23 ana 25',
    ])
  })
})

describe('given team games', () => {
  it('should list single-game team highs and most allowed', () => {
    const games = [
      game({ id: 'a1', home: 'A', away: 'B', score: [30, 12] }),
      game({ id: 'a2', home: 'B', away: 'A', score: [30, 18] }),
    ]
    const entries = teamGames(games, season1)
    expect(teamGameHighs(entries, 'points', { limit: 1 }).map((record) => record.entry.teamId)).toEqual(['A', 'B'])
    expect(teamGameHighs(entries, 'assists', { limit: 1, against: true })[0]?.entry).toMatchObject({
      teamId: 'A',
      gameId: 'a1',
    })
  })
})

describe('edge cases', () => {
  it('should ignore did-not-play lines and give nothing for an empty season', () => {
    expect(playerCareer(seasons, 'cid')).toMatchObject({ seasons: [{ season: '2021-22' }] })
    expect(playerCareer(seasons, 'cid').career?.games).toBe(0)
    expect(
      allTimeLeaders(seasons, { stat: 'points', minimumGames: 1 }).some((record) => record.entry.playerId === 'cid'),
    ).toBe(false)
    expect(playerGameHighs([], 'points')).toEqual([])
    expect(personalHighs([])).toEqual([])
    expect(playerCareer([], 'ana')).toEqual({ playerId: 'ana', seasons: [], career: null })
  })
})
