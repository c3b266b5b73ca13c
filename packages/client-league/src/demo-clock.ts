// The demo clock: `DEMO_AS_OF=2023-03-01` shows a finished season as it stood that day. Games dated after it
// appear scheduled, without score or statistics, and every table is computed without them. Created once where
// the configuration is read (the API server, the CLI) and passed to whatever needs the time.

export type DemoClock = {
  /** The demo moment, or the real time when no demo day is set. */
  now(): Date
  /** `YYYY-MM-DD` of the demo day, or null when the real clock applies (all imported games are in the past). */
  date: string | null
  /** Whether a game on this date has not been played yet by the demo clock. */
  hides(gameDate: string | null): boolean
}

/** The clock of `DEMO_AS_OF`: a date (`2023-03-01`) or a moment (`2023-03-01T18:00:00Z`); unset, the real time. */
export function createDemoClock(asOf: string | undefined): DemoClock {
  if (asOf === undefined || asOf.trim() === '') {
    return { now: () => new Date(), date: null, hides: () => false }
  }
  const moment = new Date(asOf.trim())
  if (Number.isNaN(moment.getTime())) {
    throw new Error(`DEMO_AS_OF must be a date like 2023-03-01 or 2023-03-01T18:00:00Z, got "${asOf}"`)
  }
  const date = moment.toISOString().slice(0, 10)
  return {
    now: () => new Date(moment),
    date,
    hides: (gameDate) => gameDate !== null && gameDate > date,
  }
}
