import { describe, expect, it } from 'vitest'
import { createDemoClock, RealClockError } from './demo-clock.ts'

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

  describe('given a running demo', () => {
    it('should move now, date and hides together when advanced', () => {
      const clock = createDemoClock('2022-12-20')
      clock.advanceTo(new Date('2022-12-27T22:59:59Z'))
      expect(clock.now().toISOString()).toBe('2022-12-27T22:59:59.000Z')
      expect(clock.date).toBe('2022-12-27')
      expect(clock.hides('2022-12-27')).toBe(false)
      expect(clock.hides('2022-12-28')).toBe(true)
    })

    it("should keep the moment it was given, not the caller's mutable Date", () => {
      const clock = createDemoClock('2022-12-20')
      const moment = new Date('2023-01-03T12:00:00Z')
      clock.advanceTo(moment)
      moment.setUTCFullYear(2030)
      expect(clock.date).toBe('2023-01-03')
    })

    it('should refuse an invalid moment and stay where it was', () => {
      const clock = createDemoClock('2022-12-20')
      expect(() => clock.advanceTo(new Date('nonsense'))).toThrow('The demo clock needs a valid moment')
      expect(clock.date).toBe('2022-12-20')
    })
  })

  it('refuses to move the real clock', () => {
    const clock = createDemoClock(undefined)
    expect(() => clock.advanceTo(new Date('2023-01-01'))).toThrow(RealClockError)
    expect(clock.date).toBeNull()
  })
})
