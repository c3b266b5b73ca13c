// Standings, leaders, records and player tables are computed from a league season's rows; they only change
// when data is imported. Two kinds of answer are kept in memory under their query key until the importer
// clears them:
// - season data (a league season's games and box-score lines), one entry per league season the database
//   holds: the data bounds their number, not the requests, every table is computed from them and the history
//   pages need them all at once, so they stay (about 1.3 MB each, measured on the shipped seasons);
// - computed tables, whose keys multiply with the query (statistic × mode × phase × sort × limit: thousands per
//   season), so they live in a least-recently-used cache with a byte budget.
import { LRUCache } from 'lru-cache'

/**
 * Byte budget of the computed tables. A walk of every season's main reads (every leaders board of ten
 * statistics in two modes, five player tables per mode, standings of each phase, records, history) computed
 * about 4.6 MB of tables; this keeps that working set with room to spare, while a crawler asking for every
 * sort of every table (about 1,800 player tables of up to 190 KB) can no longer grow the API's memory.
 */
export const computedTablesBudgetBytes = 8 * 1024 * 1024

/**
 * A table's size, from its JSON length: measured against heap snapshots, a table holds 0.45 to 1.25 times
 * its JSON length in the JavaScript heap (integers are cheaper than their digits, object headers dearer),
 * so the budget is roughly bytes of heap at a cost of one serialisation per computation.
 */
function estimatedBytes(value: unknown): number {
  return Math.max(1, JSON.stringify(value)?.length ?? 1)
}

type Entry = { value: Promise<unknown> }

export type ComputedTables = {
  /** The cached value for `key`, computing it once; a failed computation is not kept. */
  computedOnce<Value>(key: string, compute: () => Promise<Value>): Promise<Value>
  /** Bytes the settled tables take by their estimate (a computation still running counts one). */
  bytes(): number
  /** Whether `key` is cached now, without making it more recently used. */
  has(key: string): boolean
  clear(): void
}

/** A least-recently-used cache of computed tables within `budgetBytes`. */
export function createComputedTables(budgetBytes: number): ComputedTables {
  const cache = new LRUCache<string, Entry>({ maxSize: budgetBytes })
  return {
    computedOnce<Value>(key: string, compute: () => Promise<Value>): Promise<Value> {
      const cached = cache.get(key)
      if (cached !== undefined) {
        return cached.value as Promise<Value>
      }
      const pending = compute()
      const entry: Entry = { value: pending }
      // Concurrent callers share the running computation; its size is known once it settles.
      cache.set(key, entry, { size: 1 })
      pending.then(
        (value) => {
          // Cleared (an import) or evicted meanwhile: the answer is still returned, just not kept.
          if (cache.peek(key) === entry) {
            // A new entry object: lru-cache keeps the size of an entry set again as the same value. A table
            // larger than the whole budget is not kept (its maxEntrySize).
            cache.set(key, { value: pending }, { size: estimatedBytes(value) })
          }
        },
        () => {
          if (cache.peek(key) === entry) {
            cache.delete(key)
          }
        },
      )
      return pending
    },
    bytes: () => cache.calculatedSize,
    has: (key) => cache.has(key),
    clear: () => cache.clear(),
  }
}

const computedTables = createComputedTables(computedTablesBudgetBytes)
const seasonData = new Map<string, Promise<unknown>>()

/** A computed table (standings, leaders, records, player statistics, history), cached within the budget. */
export function computedOnce<Value>(key: string, compute: () => Promise<Value>): Promise<Value> {
  return computedTables.computedOnce(key, compute)
}

/** A league season's games or box-score lines, loaded once and kept until the next import. */
export function seasonDataOnce<Value>(key: string, load: () => Promise<Value>): Promise<Value> {
  const cached = seasonData.get(key)
  if (cached !== undefined) {
    return cached as Promise<Value>
  }
  const pending = load()
  seasonData.set(key, pending)
  pending.catch(() => {
    if (seasonData.get(key) === pending) {
      seasonData.delete(key)
    }
  })
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
  computedTables.clear()
  seasonData.clear()
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
