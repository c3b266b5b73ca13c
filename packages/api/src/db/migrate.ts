// Applies the migrations in drizzle/ at run time. drizzle-kit's own `migrate` cannot load PGlite's
// extensions (unaccent, pg_trgm, citext), so the API runs drizzle-orm's migrator on the opened database.
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js'
import { fileURLToPath } from 'node:url'
import type { OpenedDatabase, Schema } from './connection.ts'

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

/** Brings the database schema up to date; safe to call on every start. */
export async function runMigrations({ database, kind }: Pick<OpenedDatabase, 'database' | 'kind'>): Promise<void> {
  if (kind === 'pglite') {
    await migratePglite(database as unknown as PgliteDatabase<Schema>, { migrationsFolder })
    return
  }
  await migratePostgres(database as unknown as PostgresJsDatabase<Schema>, { migrationsFolder })
}
