/**
 * Reading anchored clocks at a moment. Pure: the moment is an argument (server time in ms).
 */
import { z } from 'zod'
import type { AnchoredClock, LiveGameState } from './state.ts'

/**
 * Time left on an anchored clock at `now`, never below zero.
 *
 * @example
 * remainingAt({ running: true, remainingMs: 600_000, anchorAt: 1_000 }, 11_000, 1) //=> 590_000
 * remainingAt({ running: false, remainingMs: 5_000, anchorAt: 1_000 }, 99_000, 1) //=> 5_000
 */
export function remainingAt(clock: AnchoredClock, now: number, rate: number): number {
  if (!clock.running) {
    return clock.remainingMs
  }
  return Math.max(0, clock.remainingMs - rate * (now - clock.anchorAt))
}

export const ClockReadingSchema = z.object({
  period: z.number(),
  phase: z.enum(['scheduled', 'period', 'break', 'final']),
  gameClockRunning: z.boolean(),
  /**
   * Game clock, seconds left in the period, to the millisecond: a screen that anchors on this reading agrees
   * with one that anchors on the state (tenths would put them up to 50 ms apart).
   */
  gameClockSeconds: z.number(),
  /** Shot clock in seconds; null when it is off (the game clock shows less, Art. 29.1.2) or no period is on. */
  shotClockSeconds: z.number().nullable(),
  shotClockRunning: z.boolean(),
  /** Both clocks as anchors, so a screen can run them on its own between updates. */
  clockRate: z.number(),
  serverTime: z.number(),
})

export type ClockReading = z.infer<typeof ClockReadingSchema>

/** The game and shot clocks as a scoreboard shows them at `now`. */
export function readClocks(
  state: Pick<LiveGameState, 'setup' | 'period' | 'phase' | 'gameClock' | 'shotClock'>,
  now: number,
): ClockReading {
  const rate = state.setup.clockRate
  const gameMs = remainingAt(state.gameClock, now, rate)
  const shotMs = remainingAt(state.shotClock, now, rate)
  const shotClockOff = state.phase !== 'period' || gameMs < shotMs
  return {
    period: state.period,
    phase: state.phase,
    gameClockRunning: state.gameClock.running && gameMs > 0,
    gameClockSeconds: Math.round(gameMs) / 1000,
    shotClockSeconds: shotClockOff ? null : Math.round(shotMs / 100) / 10,
    shotClockRunning: !shotClockOff && state.shotClock.running && shotMs > 0,
    clockRate: rate,
    serverTime: now,
  }
}
