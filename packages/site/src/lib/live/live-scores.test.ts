import type { LiveScores, LiveStreamEvent } from '@league/api/contract/live'
import { describe, expect, it } from 'vitest'
import { periodLabel, scoresOfSnapshot, withScoreEvent } from './live-scores'

const clocks = {
  period: 2,
  phase: 'period' as const,
  gameClockRunning: true,
  gameClockSeconds: 300,
  shotClockSeconds: 24,
  shotClockRunning: true,
  clockRate: 1,
  serverTime: 1_000,
}

const snapshot: LiveScores = {
  games: [{ gameId: '22-6', sequence: 40, home: { score: 30 }, away: { score: 25 }, clocks }],
  serverTime: 1_000,
}

function sideOf(score: number): LiveStreamEvent['home'] {
  return { score, periodScores: [], inPenalty: false, timeoutsLeft: 2 }
}

function eventOf(
  gameId: string,
  sequence: number,
  home: number,
  away: number,
  phase: LiveStreamEvent['clocks']['phase'] = 'period',
): LiveStreamEvent {
  return {
    gameId,
    event: { sequence, at: 2_000, event: { type: 'clock_stop' } },
    home: sideOf(home),
    away: sideOf(away),
    clocks: { ...clocks, phase },
    serverTime: 2_000,
  }
}

describe('given the scores of the games in progress', () => {
  it('should take the snapshot, then each newer event, and ignore an older one', () => {
    const start = scoresOfSnapshot(snapshot)
    expect(start.get('22-6')).toEqual({ home: 30, away: 25, period: 2, phase: 'period', sequence: 40 })
    const scored = withScoreEvent(start, eventOf('22-6', 41, 32, 25))
    expect(scored.get('22-6')?.home).toBe(32)
    expect(withScoreEvent(scored, eventOf('22-6', 40, 30, 25))).toBe(scored)
  })

  it('should add a game that starts and keep a game that ends with its final score', () => {
    const started = withScoreEvent(scoresOfSnapshot(snapshot), eventOf('22-1', 1, 0, 0, 'scheduled'))
    expect(started.get('22-1')).toMatchObject({ home: 0, phase: 'scheduled' })
    const ended = withScoreEvent(started, eventOf('22-6', 500, 96, 67, 'final'))
    expect(ended.get('22-6')).toMatchObject({ home: 96, away: 67, phase: 'final' })
  })

  it('should start over when a replay starts the log again', () => {
    const replayed = withScoreEvent(scoresOfSnapshot(snapshot), eventOf('22-6', 1, 0, 0, 'scheduled'))
    expect(replayed.get('22-6')).toMatchObject({ home: 0, sequence: 1 })
  })

  it('should name the period from the translated names, overtimes after the 4th', () => {
    const periods = ['Q1', 'Q2', 'Q3', 'Q4', 'OT1', 'OT2']
    expect(periodLabel(3, periods)).toBe('Q3')
    expect(periodLabel(5, periods)).toBe('OT1')
    expect(periodLabel(9, periods)).toBe('OT2')
    expect(periodLabel(0, periods)).toBe('')
  })
})
