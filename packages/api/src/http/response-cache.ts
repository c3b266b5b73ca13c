// Public league reads change only when data is imported (or, under the demo clock, as time passes), yet each
// costs several queries, and PGlite runs one query at a time: at 50 connections they queue. So whole answers
// are kept in memory for as long as their Cache-Control lets a CDN keep them, and dropped at once by an import.
import type { MiddlewareHandler } from 'hono'
import { leagueCacheKey, onComputedCacheInvalidated } from '../queries/computed-cache.ts'
import { demoDate } from '../queries/demo-clock.ts'
import type { AppEnv } from './env.ts'

type Entry = { expiresAt: number; headers: Headers; body: Uint8Array }

export type ResponseCacheOptions = {
  /** How long an answer is reused; the same 30 s as `max-age` in cache.ts. */
  lifetimeMs?: number
  /** Bound on memory: past it the oldest answer is dropped first. */
  maxEntries?: number
  now?: () => number
}

export function responseCache(options: ResponseCacheOptions = {}): MiddlewareHandler<AppEnv> {
  const lifetimeMs = options.lifetimeMs ?? 30_000
  const maxEntries = options.maxEntries ?? 20_000
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry>()
  onComputedCacheInvalidated(() => entries.clear())

  return async function serveFromResponseCache(context, next) {
    // Per-user answers (a bearer token) are never shared.
    if (context.req.method !== 'GET' || context.req.header('Authorization') !== undefined) {
      await next()
      return
    }
    const url = new URL(context.req.url)
    // The demo date is part of the key, as in the computed cache: it changes what every answer contains.
    const key = leagueCacheKey(
      context.get('database'),
      'response',
      demoDate(),
      context.get('client').slug,
      url.pathname + url.search,
    )
    const cached = entries.get(key)
    if (cached !== undefined && cached.expiresAt > now()) {
      return new Response(cached.body, { status: 200, headers: cached.headers })
    }
    await next()
    const response = context.res
    if (response.status !== 200 || /private|no-store/i.test(response.headers.get('Cache-Control') ?? '')) {
      return
    }
    const body = new Uint8Array(await response.arrayBuffer())
    entries.delete(key)
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest !== undefined) {
        entries.delete(oldest)
      }
    }
    entries.set(key, { expiresAt: now() + lifetimeMs, headers: new Headers(response.headers), body })
    context.res = new Response(body, { status: 200, headers: response.headers })
  }
}
