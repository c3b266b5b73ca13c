// A retry is the same event whatever order its keys come in (jsonb reorders them) and whether an optional
// field is absent or undefined; any other difference makes it another event.
import { describe, expect, it } from 'vitest'
import { isSameEvent } from '../../src/live/same-event.ts'

describe('given an event stored under an idempotency key', () => {
  const stored = { type: 'shot', teamId: 'ZAD', playerId: '2881', points: 2, made: true } as const

  it('should take the same fields in another order as the same event', () => {
    expect(isSameEvent(stored, { made: true, points: 2, playerId: '2881', teamId: 'ZAD', type: 'shot' })).toBe(true)
  })

  it('should take an optional field left undefined as absent', () => {
    expect(
      isSameEvent({ type: 'turnover', teamId: 'ZAD' }, { type: 'turnover', teamId: 'ZAD', playerId: undefined }),
    ).toBe(true)
  })

  it.each([
    ['another player', { ...stored, playerId: '1221' }],
    ['a miss', { ...stored, made: false }],
    ['another type', { type: 'clock_start' } as const],
  ])('should take %s as a different event', (_name, retried) => {
    expect(isSameEvent(stored, retried)).toBe(false)
  })
})
