import { describe, expect, it } from 'vitest'
import { gameClockRemainingMs, isLive } from './scoreboard'

const clocks = {
  period: 2,
  phase: 'period' as const,
  gameClockRunning: true,
  gameClockSeconds: 300,
  shotClockSeconds: 24,
  shotClockRunning: true,
  clockRate: 1,
  serverTime: 1_000_000,
}

describe('given a running game clock anchored at server time', () => {
  it('should count down from the anchor at the clock rate, whatever the browser clock says', () => {
    // The browser is 2 s behind the server: with the measured offset both read 5:00 − 3 s.
    expect(gameClockRemainingMs(clocks, 1_001_000, 2_000)).toBe(297_000)
    expect(gameClockRemainingMs({ ...clocks, clockRate: 20 }, 999_000, 2_000)).toBe(280_000)
  })

  it('should stand still when stopped and never go below zero', () => {
    expect(gameClockRemainingMs({ ...clocks, gameClockRunning: false }, 9_999_999, 0)).toBe(300_000)
    expect(gameClockRemainingMs(clocks, 2_000_000, 0)).toBe(0)
  })
})

describe('given a game log', () => {
  it('should be live from its first event until the game ends', () => {
    expect(isLive({ sequence: 0, phase: 'scheduled' })).toBe(false)
    expect(isLive({ sequence: 3, phase: 'scheduled' })).toBe(true)
    expect(isLive({ sequence: 400, phase: 'break' })).toBe(true)
    expect(isLive({ sequence: 500, phase: 'final' })).toBe(false)
  })
})
