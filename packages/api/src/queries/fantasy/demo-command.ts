// `league-api demo advance`: moves the demo season on by one fantasy round. While the API runs on the embedded
// PGlite (`npm run demo`), it asks that API (POST /admin/demo/advance with the lock file's admin token), whose
// clock every read consults. With no API running, or on PostgreSQL, it advances the clock stored in the
// database itself (DEMO_AS_OF must be set, as for the API); the API reads it at its next start.
import { createDemoClock } from '@league/client-league/demo-clock'
import { DemoAdvanceSchema, type DemoAdvanceAnswer } from '../../contract/demo.ts'
import { ErrorSchema } from '../../contract/errors.ts'
import { openDatabase, runningApiOf } from '../../db/connection.ts'
import { runMigrations } from '../../db/migrate.ts'
import { DomainError } from '../../domain-errors.ts'
import { advanceDemoSeason, type DemoAdvanceSteps } from './demo-advance.ts'
import { restoreDemoClock } from './demo-clock-store.ts'

export type DemoCommandOptions = {
  /** PostgreSQL URL; unset means the embedded PGlite in `dataDirectory`. */
  databaseUrl?: string | undefined
  dataDirectory?: string | undefined
  /** `DEMO_AS_OF` of this shell, for the database path (the running API has its own). */
  demoAsOf: string | undefined
  steps: DemoAdvanceSteps
}

export async function runDemoAdvance(
  options: DemoCommandOptions,
): Promise<{ advance: DemoAdvanceAnswer; through: 'api' | 'database' }> {
  const usesPglite = options.databaseUrl === undefined || options.databaseUrl === ''
  const running = usesPglite && options.dataDirectory !== undefined ? runningApiOf(options.dataDirectory) : undefined
  if (running !== undefined) {
    const response = await fetch(new URL('admin/demo/advance', `${running.apiUrl}/`), {
      method: 'POST',
      headers: { authorization: `Bearer ${running.adminToken}` },
    })
    const body: unknown = await response.json()
    if (!response.ok) {
      const error = ErrorSchema.safeParse(body)
      const message = error.success ? error.data.error.message : `The API answered ${response.status}.`
      throw new DomainError('conflict', error.success ? error.data.error.code : 'demo_refused', message)
    }
    return { advance: DemoAdvanceSchema.parse(body), through: 'api' }
  }
  const clock = createDemoClock(options.demoAsOf)
  const opened = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDirectory: options.dataDirectory,
    lockHolder: 'a `league-api demo advance`',
  })
  try {
    await runMigrations(opened)
    await restoreDemoClock(opened.database, clock)
    return { advance: await advanceDemoSeason(opened.database, clock, options.steps), through: 'database' }
  } finally {
    await opened.close()
  }
}

/** The lines the command prints: the new demo day and each league's open round. */
export function describeDemoAdvance(advance: DemoAdvanceAnswer, through: 'api' | 'database'): string {
  const lines = [
    `The demo clock is now at the end of ${advance.date}${through === 'api' ? ' (the running API follows it)' : '; the API reads it at its next start'}.`,
  ]
  for (const league of advance.leagues) {
    const open = league.openRound
    lines.push(
      open === null
        ? `${league.league} ${league.season}: no round is open any more; advance again to play the last one.`
        : `${league.league} ${league.season}: ${open.name} (round ${open.sequence}) is open${open.locksAt === null ? '' : `, locking at ${open.locksAt}`}; ${league.demoManagersMoved} demo managers made their moves.`,
    )
  }
  return lines.join('\n')
}
