import { describe, expect, it } from 'vitest'
import type { LiveStreamEvent } from '@league/api/contract/live'
import type { LiveGameEvent } from '@league/live/events'
import { initialState } from '@league/live/reducer'
import type { LiveGameState } from '@league/live/state'
import { followLiveEvent, screenClocks } from './follow-game'
import { isLive } from './scoreboard'
import { reconnectDelayMs, resumeUrl } from './reconnect'

// Zadar v SC Derby (22-6), the starting fives as the play-by-play has them.
const setup = {
  gameId: '22-6',
  home: {
    id: 'ZAD',
    name: 'Zadar',
    players: ['1221', '2357', '2633', '2881', '2852'].map((id) => ({ id, name: `Zadar ${id}` })),
  },
  away: {
    id: 'SCD',
    name: 'SC Derby',
    players: ['4182', '3737', '3656', '2560', '2853'].map((id) => ({ id, name: `Derby ${id}` })),
  },
}

function streamEvent(sequence: number, event: LiveGameEvent, at = 1_000 * sequence, gameId = '22-6'): LiveStreamEvent {
  const side = { score: 0, periodScores: [], inPenalty: false, timeoutsLeft: 2 }
  return {
    gameId,
    event: { sequence, at, event },
    home: side,
    away: side,
    clocks: {
      period: 1,
      phase: 'period',
      gameClockRunning: false,
      gameClockSeconds: 600,
      shotClockSeconds: 24,
      shotClockRunning: false,
      clockRate: 1,
      serverTime: at,
    },
    serverTime: at,
  }
}

const opening: LiveGameEvent[] = [
  { type: 'starting_lineup', teamId: 'ZAD', playerIds: ['1221', '2357', '2633', '2881', '2852'] },
  { type: 'starting_lineup', teamId: 'SCD', playerIds: ['4182', '3737', '3656', '2560', '2853'] },
  { type: 'period_start', period: 1 },
  { type: 'clock_start' },
]

function follow(events: LiveGameEvent[]): LiveGameState {
  let state = initialState(setup)
  events.forEach((event, index) => {
    const next = followLiveEvent(state, streamEvent(index + 1, event))
    if (next === 'restart') {
      throw new Error(`event ${index + 1} asked for a restart`)
    }
    state = next
  })
  return state
}

describe('given a screen following a game event by event', () => {
  it('should fold each event in with the reducer, as the API does', () => {
    const state = follow([...opening, { type: 'shot', teamId: 'ZAD', playerId: '2881', points: 2, made: true }])
    expect(state.home.score).toBe(2)
    expect(state.players['2881']?.counts.points).toBe(2)
    expect(isLive(state)).toBe(true)
  })

  it('should ignore an event it already has and ask for a snapshot after a gap or from another game', () => {
    const state = follow(opening)
    expect(followLiveEvent(state, streamEvent(3, { type: 'period_start', period: 1 }))).toBe(state)
    expect(followLiveEvent(state, streamEvent(6, { type: 'clock_stop' }))).toBe('restart')
    expect(followLiveEvent(state, streamEvent(5, { type: 'clock_stop' }, 5_000, '22-7'))).toBe('restart')
  })

  it('should start over when a replay begins again at sequence 1', () => {
    const state = follow(opening)
    const again = followLiveEvent(state, streamEvent(1, opening[0] ?? { type: 'clock_start' }))
    expect(again !== 'restart' && again.sequence).toBe(1)
  })

  it('should run the clocks at the rate of a replay that began after the screen opened (its empty log runs at 1×)', () => {
    let state = initialState(setup)
    opening.forEach((event, index) => {
      const fast = streamEvent(index + 1, event)
      const next = followLiveEvent(state, { ...fast, clocks: { ...fast.clocks, clockRate: 8 } })
      if (next === 'restart') {
        throw new Error(`event ${index + 1} asked for a restart`)
      }
      state = next
    })
    // The clock started at 4 s: 30 s of wall time later, eight times as much game time has gone (4:00 of it).
    expect(screenClocks(state, 34_000).gameMs).toBe(600_000 - 8 * 30_000)
  })

  it('should run the game clock from its anchor and switch the shot clock off between periods', () => {
    const state = follow(opening)
    // The clock started at the fourth event's time (4 s): 30 s later 9:30 is left and the shot clock shows 0.
    expect(screenClocks(state, 34_000)).toMatchObject({ gameMs: 570_000, gameRunning: true, shotMs: 0 })
    expect(screenClocks(initialState(setup), 0).shotMs).toBeNull()
  })
})

describe('given a screen that lost its stream', () => {
  it('should wait longer after each failed attempt, up to thirty seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => reconnectDelayMs(attempt, () => 0))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ])
    expect(reconnectDelayMs(1, () => 1)).toBe(1_200)
  })

  it('should resume from the last event it received', () => {
    expect(resumeUrl('/api/live/22-6', '22-6:57')).toBe('/api/live/22-6?lastEventId=22-6%3A57')
    expect(resumeUrl('/api/live/22-6', null)).toBe('/api/live/22-6')
  })
})
