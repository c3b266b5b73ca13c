import { describe, expect, it } from 'vitest'
import { createDemoClock } from './demo-clock.ts'

describe('createDemoClock', () => {
  it('follows the real time and hides no game when no demo day is set', () => {
    for (const asOf of [undefined, '', '  ']) {
      const clock = createDemoClock(asOf)
      const before = Date.now()
      const now = clock.now().getTime()
      expect(now).toBeGreaterThanOrEqual(before)
      expect(now).toBeLessThanOrEqual(Date.now())
      expect(clock.date).toBeNull()
      expect(clock.hides('2999-01-01')).toBe(false)
    }
  })

  it('stands still at the demo moment', () => {
    const clock = createDemoClock(' 2023-03-01T18:00:00Z ')
    expect(clock.now().toISOString()).toBe('2023-03-01T18:00:00.000Z')
    expect(clock.now()).not.toBe(clock.now())
  })

  it('gives the demo day as YYYY-MM-DD', () => {
    expect(createDemoClock('2023-03-01').date).toBe('2023-03-01')
    expect(createDemoClock('2023-03-01T18:00:00Z').date).toBe('2023-03-01')
  })

  it('hides games dated after the demo day, not those on it, before it or without a date', () => {
    const clock = createDemoClock('2023-03-01')
    expect(clock.hides('2023-03-02')).toBe(true)
    expect(clock.hides('2023-03-01')).toBe(false)
    expect(clock.hides('2023-02-28')).toBe(false)
    expect(clock.hides(null)).toBe(false)
  })

  it('rejects a value that is not a date, naming it', () => {
    expect(() => createDemoClock('yesterday')).toThrow(
      'DEMO_AS_OF must be a date like 2023-03-01 or 2023-03-01T18:00:00Z, got "yesterday"',
    )
  })
})
