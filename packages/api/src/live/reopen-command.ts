// `league-api game reopen <game> --client <slug> --reason "…"`: the league puts a finished game back in its
// operators' hands, recorded with who asked and why (see reopenings.ts). Like `operator add`, it asks the
// running API (POST /admin/games/reopen with the lock file's admin token) when the API holds the embedded
// PGlite folder, and writes to the database itself otherwise.
import { GameReopeningSchema, type ReopenGameRequest } from '../contract/admin.ts'
import { ErrorSchema } from '../contract/errors.ts'
import { openDatabase, runningApiOf } from '../db/connection.ts'
import { runMigrations } from '../db/migrate.ts'
import { OperatorError } from './operators.ts'
import { reopenGame, type GameReopening } from './reopenings.ts'

export type ReopenCommandOptions = ReopenGameRequest & {
  /** PostgreSQL URL; unset means the embedded PGlite in `dataDirectory`. */
  databaseUrl?: string | undefined
  dataDirectory?: string | undefined
}

export async function runGameReopen(
  options: ReopenCommandOptions,
): Promise<{ reopening: GameReopening; through: 'api' | 'database' }> {
  const request: ReopenGameRequest = {
    client: options.client,
    game: options.game,
    reason: options.reason,
    reopenedBy: options.reopenedBy,
  }
  const usesPglite = options.databaseUrl === undefined || options.databaseUrl === ''
  const running = usesPglite && options.dataDirectory !== undefined ? runningApiOf(options.dataDirectory) : undefined
  if (running !== undefined) {
    const response = await fetch(new URL('admin/games/reopen', `${running.apiUrl}/`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${running.adminToken}` },
      body: JSON.stringify(request),
    })
    const body: unknown = await response.json()
    if (!response.ok) {
      const error = ErrorSchema.safeParse(body)
      throw new OperatorError(error.success ? error.data.error.message : `The API answered ${response.status}.`)
    }
    return { reopening: GameReopeningSchema.parse(body), through: 'api' }
  }
  const opened = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDirectory: options.dataDirectory,
    lockHolder: 'a `league-api game reopen`',
  })
  try {
    await runMigrations(opened)
    return { reopening: await reopenGame(opened.database, request), through: 'database' }
  } finally {
    await opened.close()
  }
}
