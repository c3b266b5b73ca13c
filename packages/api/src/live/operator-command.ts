// `league-api operator add <email> --client <slug>`: grants the operator role. With the embedded PGlite only
// one process may hold the database folder, so when the folder's lock names a running API, the command asks
// that API (POST /admin/operators with the admin token from the lock file) instead of opening the folder:
// it works while `npm start` runs. On PostgreSQL, or with no API running, it writes to the database itself.
import { OperatorGrantSchema } from '../contract/admin.ts'
import { ErrorSchema } from '../contract/errors.ts'
import { openDatabase, runningApiOf } from '../db/connection.ts'
import { runMigrations } from '../db/migrate.ts'
import { grantOperator, OperatorError } from './operators.ts'

export type OperatorAddOptions = {
  email: string
  client: string
  /** PostgreSQL URL; unset means the embedded PGlite in `dataDirectory`. */
  databaseUrl?: string | undefined
  dataDirectory?: string | undefined
}

/** Grants the role and says how: through the running API, or in the database directly. */
export async function addOperator(options: OperatorAddOptions): Promise<{ through: 'api' | 'database' }> {
  const usesPglite = options.databaseUrl === undefined || options.databaseUrl === ''
  const running = usesPglite && options.dataDirectory !== undefined ? runningApiOf(options.dataDirectory) : undefined
  if (running !== undefined) {
    const response = await fetch(new URL('admin/operators', `${running.apiUrl}/`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${running.adminToken}` },
      body: JSON.stringify({ email: options.email, client: options.client }),
    })
    const body: unknown = await response.json()
    if (!response.ok) {
      const error = ErrorSchema.safeParse(body)
      throw new OperatorError(error.success ? error.data.error.message : `The API answered ${response.status}.`)
    }
    OperatorGrantSchema.parse(body)
    return { through: 'api' }
  }
  const opened = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDirectory: options.dataDirectory,
    lockHolder: 'a `league-api operator add`',
  })
  try {
    await runMigrations(opened)
    await grantOperator(opened.database, options.email, options.client)
    return { through: 'database' }
  } finally {
    await opened.close()
  }
}
