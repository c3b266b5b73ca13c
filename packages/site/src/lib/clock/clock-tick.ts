'use client'

import { useEffect, useState } from 'react'

/** The shortest wait between two renders of a clock that runs faster than real time (a replay at 20×). */
const SHORTEST_FAST_TICK_MS = 40

/**
 * Milliseconds of wall time until a running clock's shown value next changes. Every way a clock is shown
 * (`M:SS`, `0:SS.t` with tenths in the last minute) changes on a multiple of 100 ms of the remaining time, so the
 * wait runs to just past the next such boundary at the clock's rate. Two screens that wake on the boundary
 * show the same value at the same instant; screens that tick every 100 ms from whenever they happened to
 * start differ by up to 100 ms from their tick phase alone. A replay's clock renders at most 25 times a second.
 *
 * @example msUntilNextClockChange(5_432, 1) //=> 33 (0:05.4 shows until 5 400 ms, 32 ms from now)
 * @example msUntilNextClockChange(5_432, 20) //=> 40
 */
export function msUntilNextClockChange(remainingMs: number, rate: number): number {
  const intoTenth = ((remainingMs % 100) + 100) % 100
  const untilBoundary = Math.floor(intoTenth / rate) + 1
  return rate > 1 ? Math.max(untilBoundary, SHORTEST_FAST_TICK_MS) : untilBoundary
}

/**
 * The wall time a running clock is drawn at: it moves on just after each change of the shown value
 * (`msUntilNextClockChange`) and stands still while the clock is stopped. `redraw` moves it to now at once:
 * call it when a new server anchor arrives, so a clock that starts is drawn from the moment it started.
 *
 * @param remainingAt the clock's remaining milliseconds at a wall time (the caller's server offset applied)
 */
export function useClockNow({
  running,
  rate,
  initialNow,
  remainingAt,
}: {
  running: boolean
  rate: number
  initialNow: () => number
  remainingAt: (now: number) => number
}): readonly [now: number, redraw: () => void] {
  const [now, setNow] = useState(initialNow)
  const remainingMs = remainingAt(now)
  // Keyed on the remaining time, which changes with every later `now` while the clock runs (and stays put at
  // 0:00, where nothing more is to be drawn).
  useEffect(() => {
    if (!running) {
      return undefined
    }
    const timer = setTimeout(() => setNow(Date.now()), msUntilNextClockChange(remainingMs, rate))
    return () => clearTimeout(timer)
  }, [running, rate, remainingMs])
  return [now, () => setNow(Date.now())] as const
}
