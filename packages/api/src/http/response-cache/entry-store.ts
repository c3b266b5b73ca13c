// The kept answers: an LRU bounded by bytes (not by a count of entries whose size nobody knows), whose
// entries expire after their lifetime but stay readable while stale. A fetch either runs the caller's own
// route (a cold miss, coalesced: concurrent readers share it) or refreshes a stale entry in the background.
import { LRUCache } from 'lru-cache'
import type { FetchContext } from './background-refresh.ts'
import type { Entry } from './stored-entry.ts'

export type Entries = LRUCache<string, Entry, FetchContext>

type EntryStoreOptions = {
  maxBytes: number
  lifetimeMs: number
  now: () => number
  refreshInBackground: (key: string, context: FetchContext) => Promise<Entry | undefined>
}

export function createEntries({ maxBytes, lifetimeMs, now, refreshInBackground }: EntryStoreOptions): Entries {
  return new LRUCache<string, Entry, FetchContext>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.bytes,
    ttl: lifetimeMs,
    // Exact ages: a cached clock would blur the lifetime by a millisecond and hide a fake clock's steps.
    ttlResolution: 0,
    perf: { now },
    allowStale: true,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: (key, _stale, { context }) =>
      context.produce === undefined ? refreshInBackground(key, context) : context.produce(),
  })
}
