// The demo clock: `DEMO_AS_OF=2023-03-01` shows a finished season as if it were that day, so later games
// count as scheduled. Unset, the clock is the real time.
export function demoClock(asOf: string | undefined): () => Date {
  if (asOf === undefined || asOf.trim() === '') {
    return () => new Date()
  }
  const moment = new Date(asOf.trim())
  if (Number.isNaN(moment.getTime())) {
    throw new Error(`DEMO_AS_OF must be a date like 2023-03-01 or 2023-03-01T18:00:00Z, got "${asOf}"`)
  }
  return () => new Date(moment)
}
