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
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createPrivateFolder, makePrivate, privateFolderMode } from './private-files.ts'
import { fileURLToPath } from 'node:url'
import postgres from 'postgres'
import { z } from 'zod'
import { createPriorityGate, pgliteLane, type PriorityGate } from './priority-gate.ts'
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
  /**
   * PostgreSQL only: the server cancels any statement running longer (`statement_timeout`), so one slow
   * query cannot hold a pooled connection for ever. 0 turns it off (the CLI import, run by an operator).
   */
  statementTimeoutMs?: number | undefined
  /** PostgreSQL only: connections of the pool every request shares (10). */
  poolSize?: number | undefined
  /** PostgreSQL only: connections kept for live writes alone (2), so a scorer never waits behind readers. */
  liveWritePoolSize?: number | undefined
  /** PGlite only: who holds the folder, named to a second process that tries to open it (`the API`). */
  lockHolder?: string | undefined
  /**
   * PGlite only: how another process reaches the holder instead (the API's address and its admin token), so
   * `league-api operator add` works while the API runs. Written into the lock file, readable by its user only.
   */
  lockAdmin?: LockAdmin | undefined
}

/** The running API's address and the token of its admin routes, as its lock file gives them. */
export type LockAdmin = { apiUrl: string; adminToken: string }

/** 30 s: ten times the slowest read measured on PGlite; the import's bulk statements take about 3 s. */
export const defaultStatementTimeoutMs = 30_000

export type OpenedDatabase = {
  database: Database
  /**
   * The same database for live writes (a scorer's events and screens): on PostgreSQL its own small pool, on
   * PGlite the one connection with priority over queued reads. The chaos run found 200 readers holding the
   * shared pool while a scorer's events waited seconds each.
   */
  liveWrites: Database
  /** PGlite only: the gate in front of its one connection (tests and diagnostics read its queues). */
  gate?: PriorityGate | undefined
  kind: DatabaseKind
  close: () => Promise<void>
}

/** Each live-write lane's main database: both share what is cached per database (folded live states). */
const mainDatabaseOfLane = new WeakMap<Database, Database>()

/** The database a lane belongs to (itself for the main one): the key of anything cached per database. */
export function mainDatabaseOf(database: Database): Database {
  return mainDatabaseOfLane.get(database) ?? database
}

function withLiveWriteLane(
  database: Database,
  liveWrites: Database,
  rest: Omit<OpenedDatabase, 'database' | 'liveWrites'>,
): OpenedDatabase {
  mainDatabaseOfLane.set(liveWrites, database)
  return { database, liveWrites, ...rest }
}

/** Two drizzle databases over one PGlite: reads, and live writes that go first through the priority gate. */
function pgliteLanes(client: PGlite): { database: Database; liveWrites: Database; gate: PriorityGate } {
  const gate = createPriorityGate()
  return {
    database: drizzlePglite({ client: pgliteLane(client, gate, 'read'), schema }) as unknown as Database,
    liveWrites: drizzlePglite({ client: pgliteLane(client, gate, 'write'), schema }) as unknown as Database,
    gate,
  }
}

/** `.data/` at the repository root is ignored by git, so a fresh clone starts empty and imports data/. */
export const defaultDataDirectory = fileURLToPath(new URL('../../../../.data/pglite', import.meta.url))

/**
 * PGlite's own page cache. Its default, 128 MB, is PostgreSQL's server default and lives inside the
 * WebAssembly heap, which never shrinks: the API's resident memory grew by that much after a walk of the
 * main pages. The three shipped seasons are a 56 MB database whose hot pages (this season's games and box
 * scores) fit in 32 MB, and pages beyond it come from the operating system's file cache, which is not the
 * API's memory. Measured: 428 → 308 MB resident after reading every season's box scores.
 */
export const pgliteSharedBuffers = '32MB'

/** PGlite's start parameters with our page cache size. */
function pgliteOptions() {
  return {
    extensions: { unaccent, pg_trgm, citext },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers}`],
  }
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl !== undefined && options.databaseUrl !== '') {
    // Import transactions send many statements; a small pool is plenty for one API process.
    const statementTimeoutMs = options.statementTimeoutMs ?? defaultStatementTimeoutMs
    const clientOptions = { onnotice: () => {}, connection: { statement_timeout: statementTimeoutMs } }
    const client = postgres(options.databaseUrl, { ...clientOptions, max: options.poolSize ?? 10 })
    // Opened lazily by postgres-js: the two connections exist only once a scorer posts.
    const liveWriteClient = postgres(options.databaseUrl, { ...clientOptions, max: options.liveWritePoolSize ?? 2 })
    return withLiveWriteLane(
      drizzlePostgres({ client, schema }) as unknown as Database,
      drizzlePostgres({ client: liveWriteClient, schema }) as unknown as Database,
      {
        kind: 'postgres',
        close: async () => {
          await Promise.all([client.end({ timeout: 5 }), liveWriteClient.end({ timeout: 5 })])
        },
      },
    )
  }
  const dataDirectory = options.dataDirectory ?? defaultDataDirectory
  // `memory://` keeps the database in memory (tests); anything else is a folder on disk.
  if (dataDirectory.startsWith('memory://')) {
    const client = await PGlite.create(dataDirectory, pgliteOptions())
    const lanes = pgliteLanes(client)
    return withLiveWriteLane(lanes.database, lanes.liveWrites, {
      kind: 'pglite',
      gate: lanes.gate,
      close: () => client.close(),
    })
  }
  createPrivateFolder(dataDirectory)
  // Before PGlite writes a file, so the folder is closed to other users from the first one.
  chmodSync(dataDirectory, privateFolderMode)
  const releaseLock = lockDataDirectory(
    dataDirectory,
    options.lockHolder ?? 'another league-api process',
    options.lockAdmin,
  )
  try {
    const client = await PGlite.create(dataDirectory, pgliteOptions())
    makePrivate(dataDirectory)
    const lanes = pgliteLanes(client)
    return withLiveWriteLane(lanes.database, lanes.liveWrites, {
      kind: 'pglite',
      gate: lanes.gate,
      close: async () => {
        try {
          await client.close()
        } finally {
          releaseLock()
        }
      },
    })
  } catch (error) {
    releaseLock()
    throw error
  }
}

/** Thrown when a PGlite folder is open in another live process. */
export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError'
  constructor(
    readonly dataDirectory: string,
    readonly holder: { pid: number; holder: string; since: string },
  ) {
    super(
      `The database in ${dataDirectory} is open in ${holder.holder} (pid ${holder.pid}, since ${holder.since}). ` +
        'PGlite serves one process at a time: wait until that process ends or stop it, or run it and this command ' +
        'on PostgreSQL (DATABASE_URL). (While the API runs, `league-api import` goes through it by itself.)',
    )
  }
}

const lockRecordSchema = z.object({
  pid: z.number().int().positive(),
  holder: z.string(),
  since: z.string(),
  apiUrl: z.url().optional(),
  adminToken: z.string().min(32).optional(),
})

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder corrupts it. A lock file beside
 * the folder names the process holding it; a lock left by a process that died is taken over.
 */
export function lockDataDirectory(dataDirectory: string, holder: string, admin?: LockAdmin): () => void {
  const path = `${dataDirectory}.lock`
  const record = { pid: process.pid, holder, since: new Date().toISOString(), ...admin }
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // Only the user who runs the API may read it: it holds the admin token.
      writeFileSync(path, JSON.stringify(record), { flag: 'wx', mode: 0o600 })
      return () => rmSync(path, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error
      }
    }
    let existing: z.infer<typeof lockRecordSchema> | undefined
    try {
      existing = lockRecordSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
    } catch {
      existing = undefined
    }
    if (existing !== undefined && isAlive(existing.pid)) {
      throw new DatabaseLockedError(dataDirectory, existing)
    }
    // A lock from a process that is gone (or unreadable): take it over.
    rmSync(path, { force: true })
  }
  throw new Error(`Could not lock ${dataDirectory}: another process keeps creating ${dataDirectory}.lock`)
}

/**
 * The running API that holds a PGlite folder, when its lock names one: its address and admin token. Undefined
 * when the folder is free, held by a process that is gone, or held by another command (an import).
 */
export function runningApiOf(dataDirectory: string): LockAdmin | undefined {
  let record: z.infer<typeof lockRecordSchema>
  try {
    record = lockRecordSchema.parse(JSON.parse(readFileSync(`${dataDirectory}.lock`, 'utf8')))
  } catch {
    return undefined
  }
  if (record.apiUrl === undefined || record.adminToken === undefined || !isAlive(record.pid)) {
    return undefined
  }
  return { apiUrl: record.apiUrl, adminToken: record.adminToken }
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
