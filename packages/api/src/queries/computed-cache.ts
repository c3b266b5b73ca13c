// Standings, leaders and records are computed from many rows; they only change when data is imported, so
// each result is kept in memory under its query key until the importer clears the cache.

const cache = new Map<string, Promise<unknown>>()

/** The cached value for `key`, computing it once; a failed computation is not kept. */
export function computedOnce<Value>(key: string, compute: () => Promise<Value>): Promise<Value> {
  const cached = cache.get(key)
  if (cached !== undefined) {
    return cached as Promise<Value>
  }
  const pending = compute()
  cache.set(key, pending)
  pending.catch(() => cache.delete(key))
  return pending
}

const invalidationListeners = new Set<() => void>()

/** Calls `listener` whenever imported data makes cached answers stale; returns the unsubscribe function. */
export function onComputedCacheInvalidated(listener: () => void): () => void {
  invalidationListeners.add(listener)
  return () => invalidationListeners.delete(listener)
}

/** Forgets every computed result (and tells the response cache); the importer calls it after writing new data. */
export function invalidateComputedCache(): void {
  cache.clear()
  for (const listener of invalidationListeners) {
    listener()
  }
}

const databaseIds = new WeakMap<object, number>()
let nextDatabaseId = 1

/**
 * A cache key that also names the database, so two databases open in one process (the PGlite and the
 * PostgreSQL test suites) never share an answer.
 */
export function leagueCacheKey(database: object, ...parts: (string | number | null)[]): string {
  let id = databaseIds.get(database)
  if (id === undefined) {
    id = nextDatabaseId
    nextDatabaseId += 1
    databaseIds.set(database, id)
  }
  return ['league', id, ...parts].join(':')
}
