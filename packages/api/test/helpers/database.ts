// Fresh, migrated databases for tests: PGlite in a temporary folder always, and a uniquely named
// PostgreSQL database on 127.0.0.1:5432 when that server answers (dropped again afterwards).
import { mkdtempSync, rmSync } from 'node:fs'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { openDatabase, selectRows, type Database, type DatabaseKind } from '../../src/db/connection.ts'
import type { PriorityGate } from '../../src/db/priority-gate.ts'
import { runMigrations } from '../../src/db/migrate.ts'
import { readClientFiles, seedClients } from '../../src/tenants/clients.ts'

export type TestDatabase = {
  kind: DatabaseKind
  database: Database
  /** The live-write lane of the same database (`OpenedDatabase.liveWrites`). */
  liveWrites: Database
  /** PGlite only: the gate that puts live writes first (`OpenedDatabase.gate`). */
  gate?: PriorityGate | undefined
  /** Closes the connection and deletes the folder or drops the database. */
  dispose: () => Promise<void>
}

const postgresServer = { host: '127.0.0.1', port: 5432 }
export const postgresAdminUrl = `postgres://postgres@${postgresServer.host}:${postgresServer.port}/postgres`

/** Whether something accepts TCP connections on host:port within the timeout. */
export function answers(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port })
    const finish = (result: boolean) => {
      socket.destroy()
      resolve(result)
    }
    socket.setTimeout(timeoutMs, () => finish(false))
    socket.once('connect', () => finish(true))
    socket.once('error', () => finish(false))
  })
}

/** The database kinds to run a suite against: PGlite always, PostgreSQL when the server answers. */
export async function availableDatabaseKinds(): Promise<DatabaseKind[]> {
  if (await answers(postgresServer.host, postgresServer.port)) {
    return ['pglite', 'postgres']
  }
  console.info('PostgreSQL on 127.0.0.1:5432 does not answer: platform tests run on PGlite only')
  return ['pglite']
}

/** PGlite on a folder of its own (empty, or a copy of a prepared one), deleted again by `dispose`. */
export async function openPgliteIn(folder: string): Promise<TestDatabase> {
  const opened = await openDatabase({ dataDirectory: folder })
  await runMigrations(opened)
  return {
    kind: 'pglite',
    database: opened.database,
    liveWrites: opened.liveWrites,
    gate: opened.gate,
    dispose: async () => {
      await opened.close()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

export type TestDatabaseOptions = {
  /** PostgreSQL only: connections of the shared pool (see `OpenDatabaseOptions.poolSize`). */
  poolSize?: number
}

/** The server's admin connection, for creating and dropping test databases; end it when done. */
export function postgresAdmin() {
  return postgres(postgresAdminUrl, { max: 1, onnotice: () => {} })
}

/** The URL of a database on the test server. */
export function postgresDatabaseUrl(name: string): string {
  return `postgres://postgres@${postgresServer.host}:${postgresServer.port}/${name}`
}

/**
 * A new database of its own on the test server, empty or a copy of `template` (a database nobody is connected
 * to), migrated; dropped again by `dispose`.
 */
export async function openFreshPostgres(options: TestDatabaseOptions & { template?: string }): Promise<TestDatabase> {
  const name = `league_api_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  const admin = postgresAdmin()
  try {
    await admin.unsafe(
      `CREATE DATABASE "${name}"${options.template === undefined ? '' : ` TEMPLATE "${options.template}"`}`,
    )
  } catch (error) {
    await admin.end({ timeout: 5 })
    throw error
  }
  const opened = await openDatabase({
    databaseUrl: postgresDatabaseUrl(name),
    ...(options.poolSize === undefined ? {} : { poolSize: options.poolSize }),
  })
  await runMigrations(opened)
  return {
    kind: 'postgres',
    database: opened.database,
    liveWrites: opened.liveWrites,
    dispose: async () => {
      await opened.close()
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end({ timeout: 5 })
    },
  }
}

/** A migrated database of the given kind with the repository's clients (aba, liga-sur) seeded. */
export async function openTestDatabase(kind: DatabaseKind, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const opened =
    kind === 'pglite'
      ? await openPgliteIn(mkdtempSync(join(tmpdir(), 'league-api-test-')))
      : await openFreshPostgres(options)
  await seedClients(opened.database, readClientFiles())
  return opened
}

/** Which server a connection really reached, from `version()`: PGlite names itself in it. */
export async function describeServer(database: Database): Promise<{ kind: DatabaseKind; majorVersion: number }> {
  const [server] = await selectRows<{ version: string; number: string }>(
    database,
    sql`SELECT version() AS version, current_setting('server_version_num') AS number`,
  )
  if (server === undefined) {
    throw new Error('version() returned no row')
  }
  return {
    kind: server.version.includes('PGlite') ? 'pglite' : 'postgres',
    majorVersion: Math.floor(Number(server.number) / 10_000),
  }
}
