import { array, assert, integer, property, record } from 'fast-check'
import { describe, expect, it } from 'vitest'
import { game, playerLine } from '../test/fixtures.ts'
import { usagePercentage } from './advanced.ts'
import { aggregatePlayers, aggregateTeams, linesOfPhase, modeValue } from './aggregation.ts'
import { teamGames } from './team-games.ts'
import type { PlayerLine } from './types.ts'

const first = game({ id: 'g1', home: 'A', away: 'B', score: [20, 10], date: '2023-01-01' })
const second = game({ id: 'g2', home: 'B', away: 'A', score: [15, 12], date: '2023-02-01', phase: 'final' })

const lines: PlayerLine[] = [
  // g1: A scores 20 (Ana 14, Ben 6), B scores 10 (Cid 10)
  playerLine({
    gameId: 'g1',
    teamId: 'A',
    playerId: 'ana',
    seconds: 1200,
    points: 14,
    twoPointersMade: 7,
    twoPointersAttempted: 10,
    defensiveRebounds: 10,
    starter: true,
  }),
  playerLine({
    gameId: 'g1',
    teamId: 'A',
    playerId: 'ben',
    seconds: 600,
    points: 6,
    threePointersMade: 2,
    threePointersAttempted: 5,
  }),
  playerLine({
    gameId: 'g1',
    teamId: 'B',
    playerId: 'cid',
    seconds: 1800,
    points: 10,
    twoPointersMade: 5,
    twoPointersAttempted: 12,
  }),
  // g2: Ana 12, Ben did not play; Cid 15
  playerLine({
    gameId: 'g2',
    teamId: 'A',
    playerId: 'ana',
    seconds: 1800,
    points: 12,
    twoPointersMade: 6,
    twoPointersAttempted: 9,
    starter: true,
  }),
  playerLine({ gameId: 'g2', teamId: 'A', playerId: 'ben', played: false }),
  playerLine({
    gameId: 'g2',
    teamId: 'B',
    playerId: 'cid',
    seconds: 2400,
    points: 15,
    freeThrowsMade: 15,
    freeThrowsAttempted: 16,
  }),
]

function player(playerId: string): NonNullable<ReturnType<typeof aggregatePlayers>[number]> {
  const found = aggregatePlayers(lines).find((aggregate) => aggregate.playerId === playerId)
  if (found === undefined) {
    throw new Error(`no aggregate for ${playerId}`)
  }
  return found
}

describe('given player lines', () => {
  it('should count games played, dressed and started and sum the totals', () => {
    expect(player('ana')).toMatchObject({
      games: 2,
      gamesDressed: 2,
      gamesStarted: 2,
      doubleDoubles: 1,
      teamIds: ['A'],
    })
    expect(player('ana').totals.points).toBe(26)
    expect(player('ben')).toMatchObject({ games: 1, gamesDressed: 2, gamesStarted: 0 })
  })

  it.each([
    { playerId: 'ana', stat: 'points' as const, mode: 'totals' as const, expected: 26 },
    { playerId: 'ana', stat: 'points' as const, mode: 'per-game' as const, expected: 13 },
    // 26 points in 3000 seconds: 26 · 2400 / 3000 = 20.8
    { playerId: 'ana', stat: 'points' as const, mode: 'per-40' as const, expected: 20.8 },
    { playerId: 'ana', stat: 'rebounds' as const, mode: 'per-game' as const, expected: 5 },
    // percentages ignore the mode: 13 of 19
    { playerId: 'ana', stat: 'twoPointPercentage' as const, mode: 'per-game' as const, expected: (100 * 13) / 19 },
    // Ben: one game played of two dressed
    { playerId: 'ben', stat: 'points' as const, mode: 'per-game' as const, expected: 6 },
    { playerId: 'ben', stat: 'minutes' as const, mode: 'per-game' as const, expected: 10 },
  ])('should give $playerId $stat $mode = $expected', ({ playerId, stat, mode, expected }) => {
    expect(modeValue(player(playerId), stat, mode)).toBeCloseTo(expected, 10)
  })

  it('should scale per 100 possessions by the possessions a player was on court for', () => {
    const ana = player('ana')
    expect(ana.possessions).toBeGreaterThan(0)
    expect(modeValue(ana, 'points', 'per-100-possessions')).toBeCloseTo((100 * 26) / ana.possessions, 10)
  })

  it('should keep his team’s totals in the games he played, for usage', () => {
    // Ben played g1 only, where A had 20 points and 15 field-goal attempts in 1800 seconds
    expect(player('ben').teamTotals).toMatchObject({ points: 20, seconds: 1800 })
    // 100 · 5 · (1800 / 5) / (600 · 15) = 20
    expect(usagePercentage(player('ben').totals, player('ben').teamTotals)).toBeCloseTo(20, 10)
  })

  it('should keep the lines of one phase', () => {
    expect(linesOfPhase(lines, [first, second], 'final').map((line) => line.gameId)).toEqual(['g2', 'g2', 'g2'])
  })
})

describe('given team games', () => {
  it('should sum each team and its opponent per game and aggregate the record', () => {
    const entries = teamGames([first, second], lines)
    expect(entries).toHaveLength(4)
    const teams = aggregateTeams(entries)
    expect(
      teams.map(
        (team) => `${team.teamId} ${team.won}-${team.lost} ${team.totals.points}:${team.opponentTotals.points}`,
      ),
    ).toEqual(['A 1-1 32:25', 'B 1-1 25:32'])
    expect(teams[0]?.offensiveRating).toBeCloseTo((100 * 32) / (teams[0]?.possessions ?? 1), 10)
  })
})

describe('edge cases', () => {
  it('should give null per game and per 40 for a player who never played (zero minutes)', () => {
    const idle = aggregatePlayers([playerLine({ gameId: 'g1', teamId: 'A', playerId: 'idle', played: false })])[0]
    expect(idle).toMatchObject({ games: 0, gamesDressed: 1 })
    expect(idle && modeValue(idle, 'points', 'per-game')).toBeNull()
    expect(idle && modeValue(idle, 'points', 'per-40')).toBeNull()
    expect(idle && modeValue(idle, 'points', 'per-100-possessions')).toBeNull()
    expect(idle && modeValue(idle, 'freeThrowPercentage', 'totals')).toBeNull()
  })

  it('should give no team games for a forfeit or an empty season', () => {
    const forfeit = game({ home: 'A', away: 'B', score: [20, 0], status: 'forfeit' })
    expect(teamGames([forfeit], [])).toEqual([])
    expect(aggregatePlayers([])).toEqual([])
    expect(aggregateTeams([])).toEqual([])
  })
})

describe('given any lines (property)', () => {
  it('should give per game × games = totals', () => {
    assert(
      property(
        array(record({ points: integer({ min: 0, max: 50 }), seconds: integer({ min: 1, max: 2400 }) }), {
          minLength: 1,
          maxLength: 30,
        }),
        (values) => {
          const playerLines = values.map((value, index) =>
            playerLine({ gameId: `g${index}`, teamId: 'A', playerId: 'p', ...value }),
          )
          const [aggregate] = aggregatePlayers(playerLines)
          const total = values.reduce((sum, value) => sum + value.points, 0)
          const perGame = aggregate === undefined ? null : modeValue(aggregate, 'points', 'per-game')
          expect((perGame ?? 0) * values.length).toBeCloseTo(total, 8)
          expect(aggregate?.games).toBe(values.length)
          expect(aggregate === undefined ? null : modeValue(aggregate, 'points', 'totals')).toBe(total)
        },
      ),
    )
  })
})
