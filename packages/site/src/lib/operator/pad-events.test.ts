import type { LiveGameStateResponse } from '@league/api/contract/live'
import { describe, expect, it } from 'vitest'
import { eventOfAction, undoEvent } from './pad-events'

describe('given a pad action', () => {
  it.each([
    [{ kind: 'clock', running: true } as const, { type: 'clock_start' }],
    [{ kind: 'clock', running: false } as const, { type: 'clock_stop' }],
    [{ kind: 'shot_clock', seconds: 14 } as const, { type: 'shot_clock_reset', seconds: 14 }],
    [
      { kind: 'shot', teamId: 'BUD', playerId: '1', points: 3, made: false } as const,
      { type: 'shot', teamId: 'BUD', playerId: '1', points: 3, made: false },
    ],
    [
      { kind: 'rebound', teamId: 'SPL', playerId: '2', offensive: true } as const,
      { type: 'rebound', teamId: 'SPL', playerId: '2', kind: 'offensive' },
    ],
    [
      { kind: 'foul', teamId: 'SPL', playerId: '2' } as const,
      { type: 'foul', teamId: 'SPL', playerId: '2', kind: 'personal' },
    ],
    [{ kind: 'turnover', teamId: 'SPL', playerId: '2' } as const, { type: 'turnover', teamId: 'SPL', playerId: '2' }],
    [{ kind: 'timeout', teamId: 'BUD' } as const, { type: 'timeout', teamId: 'BUD' }],
    [
      { kind: 'substitution', teamId: 'BUD', playerOut: '1', playerIn: '7' } as const,
      { type: 'substitution', teamId: 'BUD', playerIn: '7', playerOut: '1' },
    ],
    [{ kind: 'period_end' } as const, { type: 'period_end', period: 3 }],
  ])('should turn %j into %j', (action, event) => {
    expect(eventOfAction(action, { period: 3 })).toEqual(event)
  })
})

describe('given undo', () => {
  const at = 0
  it('should cancel the last event still standing, skipping corrections and what they cancelled', () => {
    const log: LiveGameStateResponse['log'] = [
      { sequence: 1, at, event: { type: 'clock_start' } },
      { sequence: 2, at, event: { type: 'shot', teamId: 'BUD', points: 2, made: true } },
      { sequence: 3, at, event: { type: 'correction', cancelsSequence: 2 } },
    ]
    expect(undoEvent({ log, cancelledSequences: [2] })).toEqual({
      type: 'correction',
      cancelsSequence: 1,
      reason: 'undo',
    })
    expect(undoEvent({ log: [], cancelledSequences: [] })).toBeUndefined()
  })
})
