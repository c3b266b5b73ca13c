// A few seconds of memory for platform reads that every page asks for (config, current-season leagues):
// the same answer as the HTTP max-age, without a database round trip per request. Keys name the database,
// so two databases open in one process (the PGlite and PostgreSQL test suites) never share an answer.
import type { Database } from '../../db/connection.ts'

const databaseIds = new WeakMap<Database, number>()
let nextDatabaseId = 1
const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>()
const maximumEntries = 1000

function databaseId(database: Database): number {
  let id = databaseIds.get(database)
  if (id === undefined) {
    id = nextDatabaseId
    nextDatabaseId += 1
    databaseIds.set(database, id)
  }
  return id
}

/**
 * The value computed under `parts` within the last `ttlMs`, or a fresh one; failures are not kept.
 * `compute` must return a real Promise (an async function), not a drizzle query, which re-runs on each await.
 */
export function cachedRead<Value>(
  database: Database,
  parts: (string | number)[],
  ttlMs: number,
  compute: () => Promise<Value>,
): Promise<Value> {
  const key = [databaseId(database), ...parts].join(':')
  const now = Date.now()
  const cached = entries.get(key)
  if (cached !== undefined && cached.expiresAt > now) {
    return cached.value as Promise<Value>
  }
  if (entries.size >= maximumEntries) {
    entries.clear()
  }
  const value = compute()
  entries.set(key, { expiresAt: now + ttlMs, value })
  value.catch(() => entries.delete(key))
  return value
}
