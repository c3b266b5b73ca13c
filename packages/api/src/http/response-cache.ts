// Public league reads change only when data is imported (or, under the demo clock, as time passes), yet each
// costs several queries, and PGlite runs one query at a time: at 50 connections they queue. So whole answers
// are kept in memory, already compressed, and served as stored bytes: no serialising, hashing or compressing
// per request.
//
// Each entry holds the answer three ways (identity, gzip and brotli; small bodies only as they are) with a
// strong ETag per encoding, so `If-None-Match` is answered 304 and `Accept-Encoding` picks stored bytes.
// Once an entry is older than its lifetime, the next reader still gets it and one refresh runs in the
// background (an internal request through the whole app): a stale-while-revalidate that never lets an
// expiry stall readers and never runs the same read twice at once. Cold misses are coalesced the same way.
//
// The key is the route's validated query, not the raw query string: only the parameters the route declares,
// parsed by its own zod schema (defaults filled in) and in a fixed order, so `?junk=1`, `?junk=2`… share one
// entry instead of each costing a copy of the body. Memory is bounded by bytes (an LRU with a byte budget),
// not by a count of entries whose size nobody knows. An import clears everything at once, aborting refreshes
// in flight so that none stores an answer computed from the old data.
//
// Once the app has answered a hit, the same answer can go out without the app: the whole header list its
// middleware chain sent (security headers, CORS, Vary…) is recorded per entry, encoding, status and Origin,
// and the fast path in front of the app (cached-read-fast-path.ts) sends it again with the stored bytes.
//
// Its steps live in response-cache/: request-keys (the validated query as key), stored-entry (an answer's
// encodings and headers), entity-tags and negotiation (ETag, 304, Accept-Encoding), entry-store (the LRU and
// its byte budget), background-refresh (stale-while-revalidate), serve-from-cache (the middleware) and
// recorded-replies (the headers the fast path sends again).
import type { MiddlewareHandler } from 'hono'
import { onComputedCacheInvalidated } from '../queries/computed-cache.ts'
import type { AppEnv } from './env.ts'
import { createBackgroundRefresh } from './response-cache/background-refresh.ts'
import { createEntries } from './response-cache/entry-store.ts'
import {
  createRecordedReplies,
  createReplyRecorder,
  createStoredReply,
  type StoredReply,
  type StoredReplyRequest,
} from './response-cache/recorded-replies.ts'
import type { DemoClock } from '@league/client-league/demo-clock'
import { createKeyOf, type RouteDefinitions } from './response-cache/request-keys.ts'
import { createServeFromCache } from './response-cache/serve-from-cache.ts'

export { matchesStoredEntry } from './response-cache/entity-tags.ts'
export type { ResponseCacheHit, ResponseCacheOutcome } from './response-cache/negotiation.ts'
export type { StoredReply, StoredReplyRequest } from './response-cache/recorded-replies.ts'
export type { RouteDefinitions } from './response-cache/request-keys.ts'

export type ResponseCacheOptions = {
  /** The routes whose answers may be kept (read lazily: routers are mounted after the middleware). */
  routes: () => RouteDefinitions
  /** The app's demo clock: its date is part of every key, as it changes what every answer contains. */
  demoClock: DemoClock
  /** The app itself, asked again (an internal request) to refresh a stale entry in the background. */
  fetch: (request: Request) => Response | Promise<Response>
  /** How long an answer is served before a refresh starts; the same 30 s as `max-age` in cache.ts. */
  lifetimeMs?: number
  /**
   * How long past its lifetime an entry may still be served while its refresh runs; the same 300 s as
   * `stale-while-revalidate` in cache.ts. Older than that (nobody asked for a long time), readers wait.
   */
  staleMs?: number
  /** Bound on memory: bodies of every encoding plus headers; past it the least recently used go. */
  maxBytes?: number
  now?: () => number
}

export type ResponseCache = {
  middleware: MiddlewareHandler<AppEnv>
  /**
   * The app's outermost middleware: records the headers of each fresh hit as they leave the app, so that
   * `storedReply` can give them again without the app.
   */
  recordReplies: MiddlewareHandler<AppEnv>
  /**
   * The key of a request, exactly as the middleware keys it; undefined when the path is no declared read or
   * its query fails the route's schema.
   */
  keyOf: (database: object, clientSlug: string, url: URL) => string | undefined
  /**
   * The stored answer for a request when its entry is fresh (or stale while its refresh runs) and the app
   * has sent this very answer (encoding, status, Origin) before; undefined otherwise: the app must answer.
   */
  storedReply: (request: StoredReplyRequest) => StoredReply | undefined
  /** Answers kept now. */
  readonly size: number
  /** Bytes kept now (bodies of every encoding and headers), never above the budget. */
  readonly bytes: number
  clear: () => void
  /** Settles once every background refresh started so far has finished (tests, shutdown). */
  refreshesSettled: () => Promise<void>
  /** Stops listening for imports (tests create many apps in one process). */
  close: () => void
}

/**
 * 32 MiB: every public read of the three shipped seasons fits several times over (about 2 MiB after a walk of
 * the main pages), and it stays a small share of the 300 MB the API aims to live in. `API_RESPONSE_CACHE_MB`
 * changes it.
 */
export const defaultResponseCacheBytes = 32 * 1024 * 1024

/** The byte budget from `API_RESPONSE_CACHE_MB`, or the default when unset or not a positive number. */
export function responseCacheBytesFrom(megabytes: string | undefined): number {
  const parsed = Number(megabytes)
  return megabytes !== undefined && megabytes.trim() !== '' && Number.isFinite(parsed) && parsed > 0
    ? Math.round(parsed * 1024 * 1024)
    : defaultResponseCacheBytes
}

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const staleMs = options.staleMs ?? 300_000
  const maxBytes = options.maxBytes ?? defaultResponseCacheBytes
  const refresh = createBackgroundRefresh(options.fetch, (key) => {
    entries.delete(key)
  })
  const entries = createEntries({
    maxBytes,
    lifetimeMs: options.lifetimeMs ?? 30_000,
    now: options.now ?? (() => performance.now()),
    refreshInBackground: refresh.start,
  })
  const replies = createRecordedReplies(maxBytes)
  const clear = () => {
    entries.clear()
    replies.clear()
  }
  const stopListening = onComputedCacheInvalidated(clear)
  const keyOf = createKeyOf(options.routes, options.demoClock)

  return {
    middleware: createServeFromCache({ entries, keyOf, refresh, staleMs }),
    recordReplies: createReplyRecorder(replies, entries),
    keyOf,
    storedReply: createStoredReply({ replies, entries, isRefreshing: refresh.isRefreshing, staleMs }),
    get size() {
      return entries.size
    },
    get bytes() {
      return entries.calculatedSize
    },
    clear,
    refreshesSettled: refresh.settled,
    close: () => {
      stopListening()
    },
  }
}
