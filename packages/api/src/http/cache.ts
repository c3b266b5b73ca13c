// HTTP caching of reads: an ETag from the body so a CDN or browser revalidates cheaply, a short public
// max-age with stale-while-revalidate so game-day spikes hit the cache, and no caching of per-user answers.
import type { MiddlewareHandler } from 'hono'
import { createHash } from 'node:crypto'
import { appendVary } from './compression.ts'

export const publicReadCacheControl = 'public, max-age=30, stale-while-revalidate=300'
export const privateCacheControl = 'private, no-store'

/** Weak, because compression changes the bytes on the wire but not the representation. */
export function entityTagOf(body: Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`
}

/** RFC 9110 weak comparison: `W/"x"` matches `"x"`; `*` matches anything. */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, entityTag: string): boolean {
  if (ifNoneMatch === undefined) {
    return false
  }
  const opaque = entityTag.replace(/^W\//, '')
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === '*' || candidate.replace(/^W\//, '') === opaque)
}

export function cacheHeaders(): MiddlewareHandler {
  return async function setCacheHeaders(context, next) {
    await next()
    const response = context.res
    // Every answer depends on the tenant (Origin) and may be compressed (Accept-Encoding).
    appendVary(response.headers, 'Origin', 'Accept-Encoding')
    const method = context.req.method
    const existing = response.headers.get('Cache-Control')
    // The response cache answered with stored bytes and their own strong ETag (a 200 or a 304): nothing to add.
    if (response.headers.has('ETag')) {
      return
    }
    if (method !== 'GET' && method !== 'HEAD') {
      if (existing === null) {
        response.headers.set('Cache-Control', 'no-store')
      }
      return
    }
    const isPersonal =
      context.req.header('Authorization') !== undefined || (existing !== null && /private|no-store/i.test(existing))
    if (isPersonal) {
      response.headers.set('Cache-Control', privateCacheControl)
      return
    }
    if (response.status !== 200) {
      if (existing === null) {
        response.headers.set('Cache-Control', 'no-store')
      }
      return
    }
    if (existing === null) {
      response.headers.set('Cache-Control', publicReadCacheControl)
    }
    const body = new Uint8Array(await response.arrayBuffer())
    const entityTag = entityTagOf(body)
    const headers = new Headers(response.headers)
    headers.set('ETag', entityTag)
    if (matchesIfNoneMatch(context.req.header('If-None-Match'), entityTag)) {
      headers.delete('Content-Type')
      headers.delete('Content-Length')
      context.res = new Response(null, { status: 304, headers })
      return
    }
    context.res = new Response(method === 'HEAD' ? null : body, { status: 200, headers })
  }
}
