import { describe, expect, it } from 'vitest'
import { msUntilNextClockChange } from './clock-tick'

describe('given a running game clock', () => {
  it.each([
    // remaining ms, rate, wait: just past the next multiple of 100 ms of remaining time
    [5_432, 1, 33],
    [5_400, 1, 1],
    [5_499, 1, 100],
    [600_000, 1, 1],
    [59_950, 1, 51],
  ])('should wake a real-time clock showing %i ms at rate %i after %i ms', (remaining, rate, wait) => {
    expect(msUntilNextClockChange(remaining, rate)).toBe(wait)
  })

  it('should show the next value once the wait is over, and not before', () => {
    // Walk a clock from 61.234 s down for 3 s of wall time, waking when told: every wake shows a new tenth,
    // and the tenth shown changed no more than 1 ms before the wake.
    let remaining = 61_234
    for (let wake = 0; wake < 30; wake += 1) {
      const shown = Math.floor(remaining / 100)
      const wait = msUntilNextClockChange(remaining, 1)
      expect(Math.floor((remaining - wait + 1) / 100)).toBe(shown)
      remaining -= wait
      expect(Math.floor(remaining / 100)).toBe(shown - 1)
    }
  })

  it('should render a replay at most 25 times a second', () => {
    expect(msUntilNextClockChange(5_432, 20)).toBe(40)
    expect(msUntilNextClockChange(5_499, 2)).toBe(50)
  })
})
