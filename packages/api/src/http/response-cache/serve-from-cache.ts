// The middleware in front of every public read: a fresh entry is answered from its stored bytes, a stale one
// too while one refresh runs in the background, and a cold miss runs its route once for every reader waiting.
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'
import type { BackgroundRefresh } from './background-refresh.ts'
import type { Entries } from './entry-store.ts'
import { answerOf, negotiate } from './negotiation.ts'
import type { KeyOf } from './request-keys.ts'
import { entryOf, isShareable, type Entry } from './stored-entry.ts'

type ServeOptions = {
  entries: Entries
  keyOf: KeyOf
  refresh: BackgroundRefresh
  /** How long past its lifetime an entry may still be served while its refresh runs. */
  staleMs: number
}

export function createServeFromCache({ entries, keyOf, refresh, staleMs }: ServeOptions): MiddlewareHandler<AppEnv> {
  return async function serveFromResponseCache(context, next) {
    const refreshOutcome = refresh.outcomeOf(context.req.raw)
    if (refreshOutcome !== undefined) {
      context.set('responseCache', 'refresh')
      await next()
      refreshOutcome.status = context.res.status
      refreshOutcome.entry = isShareable(context.res) ? await entryOf(context.res) : undefined
      // Nobody reads this answer: an empty one spares the outer middleware hashing and compressing it.
      context.res = new Response(null, { status: 204 })
      return
    }
    // Per-user answers (a bearer token) are never shared.
    if (context.req.method !== 'GET' || context.req.header('Authorization') !== undefined) {
      await next()
      return
    }
    const key = keyOf(context.get('database'), context.get('client').slug, new URL(context.req.url))
    if (key === undefined) {
      await next()
      return
    }
    const kept = entries.peek(key, { allowStale: true })
    const remainingMs = entries.getRemainingTTL(key)
    // Nothing kept, or kept so long past its lifetime that serving it would mislead: this reader waits.
    const waits = kept === undefined || remainingMs < -staleMs
    // Set when this request runs its own route for the cache (a cold miss that no other request is computing).
    let producing: Promise<Entry | undefined> | undefined
    const produce = (): Promise<Entry | undefined> => {
      producing = (async () => {
        await next()
        return isShareable(context.res) ? entryOf(context.res) : undefined
      })()
      return producing
    }
    let entry = await entries.fetch(key, {
      context: { produce: waits ? produce : undefined, url: context.req.url, headers: context.req.raw.headers },
      ...(waits ? { forceRefresh: true, allowStale: false } : {}),
    })
    if (producing !== undefined) {
      // This request's own answer, also when an import cleared the cache meanwhile (the LRU then resolves
      // early, with nothing, and keeps nothing).
      entry = await producing
    }
    if (entry !== undefined) {
      const outcome = producing !== undefined ? 'miss' : remainingMs > 0 ? 'hit' : 'stale'
      const hit = negotiate(entry, context.req.header('Accept-Encoding'), context.req.header('If-None-Match'))
      context.set('responseCache', outcome)
      // Hits only: a miss's answer also carries what the route's own response set, which hits never do.
      if (outcome === 'hit') {
        context.set('responseCacheHit', { ...hit, key })
      }
      context.res = answerOf(hit)
      return
    }
    // Not shareable (an error, a private answer): this request's own answer stands, or it runs its route now.
    if (producing === undefined) {
      await next()
    }
  }
}
