import { describe, expect, it } from 'vitest'
import { game, playerLine } from '../test/fixtures.ts'
import { aggregatePlayers } from './aggregation.ts'
import {
  ABA_LEADERS_RULE,
  computeLeaders,
  computeTeamLeaders,
  OPEN_RULE,
  qualification,
  qualificationContext,
} from './leaders.ts'
import type { PlayerLine } from './types.ts'

// Ten games between A and B. Ana (A) plays all ten, Ben (A) the first five then leaves, Cid (B) plays
// three, Dan (B) all ten, Eve (B) joins B for the last four after six for A.
const season = Array.from({ length: 10 }, (_, index) =>
  game({
    id: `g${index + 1}`,
    home: index % 2 === 0 ? 'A' : 'B',
    away: index % 2 === 0 ? 'B' : 'A',
    score: [80, 70],
    date: `2023-01-${String(index + 10)}`,
    round: index + 1,
  }),
)

function linesFor(playerId: string, teamId: string, gameNumbers: number[], points: number): PlayerLine[] {
  return gameNumbers.map((number) =>
    playerLine({
      gameId: `g${number}`,
      teamId,
      playerId,
      playerName: playerId,
      seconds: 1200,
      points,
      freeThrowsMade: playerId === 'dan' ? 1 : 4,
      freeThrowsAttempted: 4,
      turnovers: playerId === 'ana' ? 1 : 3,
    }),
  )
}

const all = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
const lines = [
  ...linesFor('ana', 'A', all, 20),
  ...linesFor('ben', 'A', [1, 2, 3, 4, 5], 30),
  ...linesFor('cid', 'B', [1, 2, 3], 40),
  ...linesFor('dan', 'B', all, 20),
  ...linesFor('eve', 'A', [1, 2, 3, 4, 5, 6], 15),
  ...linesFor('eve', 'B', [7, 8, 9, 10], 10),
]

describe('given a qualification rule', () => {
  it('should leave out players under the games share and those no longer on a roster', () => {
    const board = computeLeaders(season, lines, { stat: 'points' })
    // Ben: 5 of 10 games (enough) but on no game sheet of A's last five; Cid: 3 of 10.
    expect(board.map((entry) => `${entry.rank} ${entry.playerId} ${entry.value}`)).toEqual([
      '1 ana 20',
      '1 dan 20',
      '3 eve 13',
    ])
    expect(board[2]).toMatchObject({ teamId: 'B', teamIds: ['A', 'B'], games: 10 })
  })

  it.each([
    { playerId: 'ben', reasons: ['roster'] },
    { playerId: 'cid', reasons: ['games', 'roster'] },
    { playerId: 'ana', reasons: [] },
  ])('should explain why $playerId does not qualify: $reasons', ({ playerId, reasons }) => {
    const aggregate = aggregatePlayers(lines).find((player) => player.playerId === playerId)
    const context = qualificationContext(season)
    expect(aggregate && qualification(aggregate, context, ABA_LEADERS_RULE, 'points').reasons).toEqual(reasons)
  })

  it('should rank everyone under the open rule, ties sharing a rank', () => {
    const board = computeLeaders(season, lines, { stat: 'points', rule: OPEN_RULE, limit: 3 })
    expect(board.map((entry) => `${entry.rank} ${entry.playerId}`)).toEqual(['1 cid', '2 ben', '3 ana', '3 dan'])
  })

  it('should need attempts for a percentage board', () => {
    const rule = { ...OPEN_RULE, minimumAttemptsPerTeamGame: { freeThrowPercentage: 1.5 } }
    // 10 team games → 15 attempts: Cid (12) is out; Dan shoots 25 %.
    const board = computeLeaders(season, lines, { stat: 'freeThrowPercentage', rule })
    expect(board.map((entry) => `${entry.rank} ${entry.playerId} ${entry.value}`)).toEqual([
      '1 ana 100',
      '1 ben 100',
      '1 eve 100',
      '4 dan 25',
    ])
  })

  it('should rank turnovers lower first, and totals by sum', () => {
    expect(computeLeaders(season, lines, { stat: 'turnovers', limit: 1 })[0]?.playerId).toBe('ana')
    expect(computeLeaders(season, lines, { stat: 'points', mode: 'totals', limit: 1 })[0]).toMatchObject({
      value: 200,
    })
  })

  it('should rank teams by their own or their opponents’ figures', () => {
    // A: (20·10 + 30·5 + 15·6) / 10 = 44 per game; B: (40·3 + 20·10 + 10·4) / 10 = 36
    const own = computeTeamLeaders(season, lines, { stat: 'points' })
    expect(own.map((entry) => `${entry.rank} ${entry.teamId} ${entry.value}`)).toEqual(['1 A 44', '2 B 36'])
    const allowed = computeTeamLeaders(season, lines, { stat: 'points', against: true })
    expect(allowed.map((entry) => `${entry.rank} ${entry.teamId} ${entry.value}`)).toEqual(['1 A 36', '2 B 44'])
  })
})

describe('edge cases', () => {
  it('should give an empty board for an empty season', () => {
    expect(computeLeaders([], [], { stat: 'points' })).toEqual([])
    expect(computeTeamLeaders([], [], { stat: 'points' })).toEqual([])
  })

  it('should not qualify a player who only sat on the bench (did not play)', () => {
    const benched = all.map((number) =>
      playerLine({ gameId: `g${number}`, teamId: 'A', playerId: 'bench', played: false }),
    )
    expect(computeLeaders(season, benched, { stat: 'points' })).toEqual([])
  })

  it('should count only the phase asked for', () => {
    const final = game({ id: 'f1', home: 'A', away: 'B', score: [90, 80], phase: 'final', date: '2023-05-01' })
    const finalLines = [playerLine({ gameId: 'f1', teamId: 'B', playerId: 'cid', points: 50, seconds: 2400 })]
    const board = computeLeaders([...season, final], [...lines, ...finalLines], { stat: 'points', phase: 'final' })
    expect(board.map((entry) => entry.playerId)).toEqual(['cid'])
  })
})
