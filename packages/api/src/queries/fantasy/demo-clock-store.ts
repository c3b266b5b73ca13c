// The demo clock's moment as `league-api demo advance` left it, kept in the one-row `demo_clock` table so a
// restarted demo goes on where the visitor was instead of jumping back to DEMO_AS_OF.
import type { DemoClock } from '@league/client-league/demo-clock'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/connection.ts'
import { demoClock as demoClockTable } from '../../db/schema/fantasy.ts'

/** The stored demo moment, or undefined when the clock was never advanced in this database. */
export async function storedDemoMoment(database: Database): Promise<Date | undefined> {
  const [row] = await database
    .select({ asOf: demoClockTable.asOf })
    .from(demoClockTable)
    .where(eq(demoClockTable.id, 1))
  return row?.asOf
}

/** Keeps the demo moment for the next start (one row, replaced). */
export async function storeDemoMoment(database: Database, moment: Date): Promise<void> {
  await database
    .insert(demoClockTable)
    .values({ id: 1, asOf: moment, updatedAt: new Date() })
    .onConflictDoUpdate({ target: demoClockTable.id, set: { asOf: moment, updatedAt: new Date() } })
}

/**
 * At start, in demo mode only (a DEMO_AS_OF clock): the stored moment overrides DEMO_AS_OF. The real clock is
 * never moved, whatever the table holds. Answers the moment the clock now stands at, or undefined.
 */
export async function restoreDemoClock(database: Database, clock: DemoClock): Promise<Date | undefined> {
  if (clock.date === null) {
    return undefined
  }
  const stored = await storedDemoMoment(database)
  if (stored !== undefined) {
    clock.advanceTo(stored)
  }
  return stored
}
