// The demo clock: `DEMO_AS_OF=2023-03-01` shows a finished season as it stood that day. Games dated after it
// appear scheduled, without score or statistics, and every table is computed without them. Created once where
// the configuration is read (the API server, the CLI) and passed to whatever needs the time. `league-api demo
// advance` moves it forward while the API runs: every reader asks it per request (the response cache keys
// include `date`), so moving it changes what every read shows without a restart.

export type DemoClock = {
  /** The demo moment, or the real time when no demo day is set. */
  now(): Date
  /** `YYYY-MM-DD` of the demo day, or null when the real clock applies (all imported games are in the past). */
  readonly date: string | null
  /** Whether a game on this date has not been played yet by the demo clock. */
  hides(gameDate: string | null): boolean
  /**
   * Moves the demo moment (forward or back: a stored moment restores a demo after a restart). Throws on the
   * real clock, which no one may move.
   */
  advanceTo(moment: Date): void
}

/** Thrown when the real clock is asked to move: only a demo clock (`DEMO_AS_OF`) can. */
export class RealClockError extends Error {
  constructor() {
    super('No demo clock is set (DEMO_AS_OF): the real time cannot be moved.')
    this.name = 'RealClockError'
  }
}

function realClock(): DemoClock {
  return {
    now: () => new Date(),
    date: null,
    hides: () => false,
    advanceTo: () => {
      throw new RealClockError()
    },
  }
}

/** The clock of `DEMO_AS_OF`: a date (`2023-03-01`) or a moment (`2023-03-01T18:00:00Z`); unset, the real time. */
export function createDemoClock(asOf: string | undefined): DemoClock {
  if (asOf === undefined || asOf.trim() === '') {
    return realClock()
  }
  let moment = new Date(asOf.trim())
  if (Number.isNaN(moment.getTime())) {
    throw new Error(`DEMO_AS_OF must be a date like 2023-03-01 or 2023-03-01T18:00:00Z, got "${asOf}"`)
  }
  let date = moment.toISOString().slice(0, 10)
  return {
    now: () => new Date(moment),
    get date() {
      return date
    },
    hides: (gameDate) => gameDate !== null && gameDate > date,
    advanceTo: (next) => {
      if (Number.isNaN(next.getTime())) {
        throw new Error('The demo clock needs a valid moment')
      }
      moment = new Date(next)
      date = moment.toISOString().slice(0, 10)
    },
  }
}
