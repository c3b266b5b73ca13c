import { describe, expect, it } from 'vitest'
import type { LoggedEvent } from '@league/live/events'
import { stateFromLog } from '@league/live/reducer'
import { finalFigures, finalState } from '../live/test-support/final-game'
import { findPlayer, leaderOf, onCourt, playedBy, shootingPercentage, teamTotals } from './figures'

const setup = {
  gameId: '22-6',
  home: {
    id: 'ZAD',
    name: 'Zadar',
    players: ['1221', '2357', '2633', '2881', '2852', '3950'].map((id) => ({ id, name: `Zadar ${id}`, number: id })),
  },
  away: {
    id: 'SCD',
    name: 'SC Derby',
    players: ['4182', '3737', '3656', '2560', '2853'].map((id) => ({ id, name: `Derby ${id}` })),
  },
}

const log: LoggedEvent[] = [
  { type: 'starting_lineup', teamId: 'ZAD', playerIds: ['1221', '2357', '2633', '2881', '2852'] },
  { type: 'starting_lineup', teamId: 'SCD', playerIds: ['4182', '3737', '3656', '2560', '2853'] },
  { type: 'period_start', period: 1 },
  { type: 'clock_start' },
  { type: 'shot', teamId: 'ZAD', playerId: '2881', points: 3, made: true },
  { type: 'shot', teamId: 'SCD', playerId: '4182', points: 2, made: false },
  { type: 'rebound', teamId: 'ZAD', playerId: '2633', kind: 'defensive' },
  { type: 'shot', teamId: 'ZAD', playerId: '2633', points: 2, made: true },
  { type: 'assist', teamId: 'ZAD', playerId: '2881' },
  { type: 'foul', teamId: 'SCD', playerId: '3737', kind: 'personal' },
  { type: 'clock_stop' },
  { type: 'substitution', teamId: 'ZAD', playerIn: '3950', playerOut: '1221' },
].map((event, index) => ({ sequence: index + 1, at: 1_000 * (index + 1), event }) as LoggedEvent)

const state = stateFromLog(setup, log)

describe('given a live state a few plays in', () => {
  it('should list the five on court of each side with their figures', () => {
    expect(
      onCourt(state, 'home')
        .map((player) => player.id)
        .toSorted(),
    ).toEqual(['2357', '2633', '2852', '2881', '3950'])
    expect(onCourt(state, 'away').find((player) => player.id === '3737')?.fouls).toBe(1)
  })

  it("should add up a side's totals and shooting", () => {
    expect(teamTotals(state, 'home')).toMatchObject({
      points: 5,
      rebounds: 1,
      assists: 1,
      fieldGoalsMade: 2,
      fieldGoalsAttempted: 2,
    })
    expect(shootingPercentage(0, 1)).toBe(0)
    expect(shootingPercentage(1, 3)).toBe(33.3)
    expect(shootingPercentage(0, 0)).toBeNull()
  })

  it('should name each side’s leader, and nobody where no one has a figure yet', () => {
    expect(leaderOf(state, 'home', 'points')?.id).toBe('2881')
    expect(leaderOf(state, 'home', 'rebounds')?.id).toBe('2633')
    expect(leaderOf(state, 'away', 'points')).toBeNull()
    expect(playedBy(state, 'home')[0]?.id).toBe('2881')
  })

  it('should find the player the operator named, with the side', () => {
    expect(findPlayer(state, '4182')?.side).toBe('away')
    expect(findPlayer(state, '999')).toBeUndefined()
  })
})

describe.each(['home', 'away'] as const)('given the %s team of a real game played to its end live', (side) => {
  it("should show the totals of the finished game's team statistics", () => {
    const final = finalFigures(side).stats
    expect(teamTotals(finalState, side)).toEqual({
      points: final.points,
      rebounds: final.rebounds,
      assists: final.assists,
      steals: final.steals,
      turnovers: final.turnovers,
      blocks: final.blocks,
      fieldGoalsMade: final.fieldGoalsMade,
      fieldGoalsAttempted: final.fieldGoalsAttempted,
      threePointersMade: final.threePointersMade,
      threePointersAttempted: final.threePointersAttempted,
      freeThrowsMade: final.freeThrowsMade,
      freeThrowsAttempted: final.freeThrowsAttempted,
    })
  })
})
