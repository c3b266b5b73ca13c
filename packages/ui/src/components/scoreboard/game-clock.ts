/**
 * The game clock as a scoreboard shows it: `M:SS` from one minute up, `S.t` with tenths in the
 * last minute (written `0:SS.t` so the width does not jump). Time runs down, so the display
 * truncates: 59 999 ms still reads 0:59.9 and 600 000 ms reads 10:00.
 *
 * @example formatGameClock(600_000) // '10:00'
 * @example formatGameClock(59_900) // '0:59.9'
 */
export function formatGameClock(milliseconds: number): string {
  const clamped = Math.max(0, Number.isFinite(milliseconds) ? milliseconds : 0)
  if (clamped < 60_000) {
    const tenths = Math.floor(clamped / 100)
    const seconds = Math.floor(tenths / 10)
    return `0:${String(seconds).padStart(2, '0')}.${tenths % 10}`
  }
  const totalSeconds = Math.floor(clamped / 1000)
  const minutes = Math.floor(totalSeconds / 60)
  const seconds = totalSeconds % 60
  return `${minutes}:${String(seconds).padStart(2, '0')}`
}

/**
 * A play's time in the period as the play-by-play writes it: whole seconds, `M:SS`, truncated like the game
 * clock, so a play made with 9:45.6 left reads 9:45 as the arena's clock did at that moment.
 *
 * @example formatPlayClock(565_600) // '9:25'
 * @example formatPlayClock(42_300) // '0:42'
 */
export function formatPlayClock(milliseconds: number): string {
  const totalSeconds = wholeSecondsLeft(milliseconds)
  return `${Math.floor(totalSeconds / 60)}:${String(totalSeconds % 60).padStart(2, '0')}`
}

/**
 * The game clock as an ISO 8601 duration for a `<time dateTime>` attribute: the whole seconds the clock shows,
 * so the attribute and the text never disagree.
 *
 * @example gameClockDuration(585_600) // 'PT585S'
 */
export function gameClockDuration(milliseconds: number): string {
  return `PT${wholeSecondsLeft(milliseconds)}S`
}

function wholeSecondsLeft(milliseconds: number): number {
  return Math.floor(Math.max(0, Number.isFinite(milliseconds) ? milliseconds : 0) / 1000)
}

/** Periods 1–4 are quarters; 5 and up are overtimes (5 = the first). */
export function isOvertime(period: number, regulationPeriods = 4): boolean {
  return period > regulationPeriods
}
