import { describe, expect, it } from 'vitest'
import { formatGameClock, formatPlayClock, gameClockDuration, isOvertime } from './game-clock'
import { fillTemplate } from './template'

describe('given a game clock in milliseconds', () => {
  it.each([
    [600_000, '10:00'],
    [599_999, '9:59'],
    [300_000, '5:00'],
    [61_500, '1:01'],
    [60_000, '1:00'],
    [59_999, '0:59.9'],
    [59_900, '0:59.9'],
    [46_000, '0:46.0'],
    [9_050, '0:09.0'],
    [100, '0:00.1'],
    [99, '0:00.0'],
    [0, '0:00.0'],
  ])('should show %i ms as %s', (milliseconds, expected) => {
    expect(formatGameClock(milliseconds)).toBe(expected)
  })

  describe('edge cases', () => {
    it('should show a negative or non-finite clock as expired', () => {
      expect(formatGameClock(-250)).toBe('0:00.0')
      expect(formatGameClock(Number.NaN)).toBe('0:00.0')
    })
  })
})

describe('given the time of a play', () => {
  it.each([
    [600_000, '10:00'],
    [565_600, '9:25'],
    [60_000, '1:00'],
    [42_300, '0:42'],
    [999, '0:00'],
    [-250, '0:00'],
  ])('should show %i ms as %s in whole seconds, truncated like the game clock', (milliseconds, expected) => {
    expect(formatPlayClock(milliseconds)).toBe(expected)
  })
})

describe('given a game clock for a time element', () => {
  it('should give the whole seconds the clock shows as an ISO 8601 duration', () => {
    expect(gameClockDuration(585_600)).toBe('PT585S')
    expect(gameClockDuration(59_900)).toBe('PT59S')
    expect(gameClockDuration(Number.NaN)).toBe('PT0S')
  })
})

describe('given a period number', () => {
  it('should treat periods after the fourth as overtime', () => {
    expect(isOvertime(4)).toBe(false)
    expect(isOvertime(5)).toBe(true)
    expect(isOvertime(3, 2)).toBe(true)
  })
})

describe('given a label template', () => {
  it('should fill known placeholders and keep unknown ones', () => {
    expect(fillTemplate('OT{number} · {missing}', { number: 2 })).toBe('OT2 · {missing}')
  })
})
