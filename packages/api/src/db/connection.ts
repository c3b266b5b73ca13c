// Opens the API's database: an embedded PGlite in a local folder by default, or a PostgreSQL server when a
// URL is given. Both are wrapped in drizzle with the same schema so the rest of the API never knows which.
import { PGlite } from '@electric-sql/pglite'
import { citext } from '@electric-sql/pglite/contrib/citext'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import postgres from 'postgres'
import * as schema from './schema/index.ts'

export type Schema = typeof schema

/** One drizzle type that both the PGlite and the postgres-js database satisfy. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export type DatabaseKind = 'pglite' | 'postgres'

export type OpenDatabaseOptions = {
  /** A PostgreSQL URL; when set, the API talks to that server instead of PGlite. */
  databaseUrl?: string | undefined
  /** Folder of the embedded database (PGlite); defaults to `.data/pglite` at the repository root. */
  dataDirectory?: string | undefined
}

export type OpenedDatabase = {
  database: Database
  kind: DatabaseKind
  close: () => Promise<void>
}

/** `.data/` at the repository root is ignored by git, so a fresh clone starts empty and imports data/. */
export const defaultDataDirectory = fileURLToPath(new URL('../../../../.data/pglite', import.meta.url))

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl !== undefined && options.databaseUrl !== '') {
    // Import transactions send many statements; a small pool is plenty for one API process.
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} })
    const database = drizzlePostgres({ client, schema }) as unknown as Database
    return { database, kind: 'postgres', close: () => client.end({ timeout: 5 }) }
  }
  const dataDirectory = options.dataDirectory ?? defaultDataDirectory
  // `memory://` keeps the database in memory (tests); anything else is a folder on disk.
  if (!dataDirectory.startsWith('memory://')) {
    mkdirSync(dataDirectory, { recursive: true })
  }
  const client = await PGlite.create(dataDirectory, { extensions: { unaccent, pg_trgm, citext } })
  const database = drizzlePglite({ client, schema }) as unknown as Database
  return { database, kind: 'pglite', close: () => client.close() }
}

/**
 * Rows of a raw SQL query. PGlite answers `{ rows }` and postgres-js an array of rows; callers want rows.
 */
export async function selectRows<Row>(database: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  const result: unknown = await database.execute(query)
  if (Array.isArray(result)) {
    return result as Row[]
  }
  return (result as { rows: Row[] }).rows
}
