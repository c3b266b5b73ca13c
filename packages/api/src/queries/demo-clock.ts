// The demo clock: with DEMO_AS_OF=2023-03-01 a finished season is shown as it stood that day. Games dated
// after it appear scheduled, without score or statistics, and every table is computed without them.

/** `YYYY-MM-DD` of DEMO_AS_OF, or null when the real clock applies (all imported games are in the past). */
export function demoDate(): string | null {
  const asOf = process.env['DEMO_AS_OF']?.trim()
  if (asOf === undefined || asOf === '') {
    return null
  }
  const moment = new Date(asOf)
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString().slice(0, 10)
}

/** Whether a game on this date has not been played yet by the demo clock. */
export function isHiddenByDemoClock(date: string | null): boolean {
  const asOf = demoDate()
  return asOf !== null && date !== null && date > asOf
}
