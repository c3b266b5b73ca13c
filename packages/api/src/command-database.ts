// The database of a `league-api` command that writes league data: the embedded PGlite in the API's data folder
// or the PostgreSQL server `--database-url` / DATABASE_URL names, migrated, and closed when the command ends.
import { join } from 'node:path'
import {
  DatabaseLockedError,
  defaultDataDirectory,
  openDatabase,
  type Database,
  type OpenedDatabase,
} from './db/connection.ts'
import { runMigrations } from './db/migrate.ts'
import { DomainError } from './domain-errors.ts'

/**
 * Runs `run` on the command's database. A PGlite folder held by a running API is refused with a clear
 * 409-kind error (`database_locked`) naming who holds it, never waited on.
 */
export async function withCommandDatabase<Result>(
  databaseUrl: string | undefined,
  lockHolder: string,
  run: (database: Database, opened: OpenedDatabase) => Promise<Result>,
): Promise<Result> {
  const stateFolder = process.env['API_DATA_DIR']
  let opened
  try {
    opened = await openDatabase({
      databaseUrl: databaseUrl ?? process.env['DATABASE_URL'],
      dataDirectory: stateFolder ? join(stateFolder, 'pglite') : defaultDataDirectory,
      lockHolder,
    })
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      throw new DomainError('conflict', 'database_locked', error.message)
    }
    throw error
  }
  try {
    await runMigrations(opened)
    return await run(opened.database, opened)
  } finally {
    await opened.close()
  }
}
