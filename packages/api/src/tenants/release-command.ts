// `league-api client remove <slug>`: drops the registration of a client whose folder create-league-site removed,
// so the API stops answering for its domains. With the embedded PGlite only one process may hold the database
// folder, so when its lock names a running API the command asks that API (DELETE /admin/clients/{client} with
// the admin token of the lock file), which forgets the domains at once. On PostgreSQL, or with no API running,
// it writes to the database itself; running API instances forget the domains at their next reload (a minute).
import { ClientReleaseSchema } from '../contract/admin.ts'
import { ErrorSchema } from '../contract/errors.ts'
import { openDatabase, runningApiOf } from '../db/connection.ts'
import { runMigrations } from '../db/migrate.ts'
import { ClientRemovalError, releaseClient } from './clients.ts'

export type ReleaseCommandOptions = {
  client: string
  /** PostgreSQL URL; unset means the embedded PGlite in `dataDirectory`. */
  databaseUrl?: string | undefined
  dataDirectory: string
  clientsFolder: string
}

export type ReleaseOutcome = { through: 'api' | 'database'; released: string[] }

export async function releaseClientCommand(options: ReleaseCommandOptions): Promise<ReleaseOutcome> {
  const usesPglite = options.databaseUrl === undefined || options.databaseUrl === ''
  const running = usesPglite ? runningApiOf(options.dataDirectory) : undefined
  if (running !== undefined) {
    const response = await fetch(new URL(`admin/clients/${encodeURIComponent(options.client)}`, `${running.apiUrl}/`), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${running.adminToken}` },
    })
    const body: unknown = await response.json()
    if (!response.ok) {
      const error = ErrorSchema.safeParse(body)
      throw new ClientRemovalError(
        response.status === 404 ? 'unknown' : 'folder-present',
        error.success ? error.data.error.message : `The API answered ${response.status}.`,
      )
    }
    return { through: 'api', released: ClientReleaseSchema.parse(body).released }
  }
  const opened = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDirectory: options.dataDirectory,
    lockHolder: 'a `league-api client remove` command',
  })
  try {
    await runMigrations(opened)
    return {
      through: 'database',
      released: await releaseClient(opened.database, options.client, options.clientsFolder),
    }
  } finally {
    await opened.close()
  }
}
