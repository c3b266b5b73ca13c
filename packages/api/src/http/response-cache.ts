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
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import { LRUCache } from 'lru-cache'
import { createHash } from 'node:crypto'
import type { ZodType } from 'zod'
import { leagueCacheKey, onComputedCacheInvalidated } from '../queries/computed-cache.ts'
import { demoDate } from '../queries/demo-clock.ts'
import { publicReadCacheControl } from './cache.ts'
import { compressBody, compressionThreshold, selectEncoding, type Encoding } from './compression.ts'
import type { AppEnv } from './env.ts'

type StoredEncoding = Encoding | 'identity'

/** One encoding of an answer with the headers it is sent with, ready to go out. */
type Variant = { body: Uint8Array<ArrayBuffer>; headers: [string, string][]; notModifiedHeaders: [string, string][] }

type Entry = {
  /** Names this entry among every entry kept so far: recorded replies belong to one entry, not to its key. */
  serial: number
  /** SHA-1 of the identity body (base64url); each encoding's strong ETag derives from it. */
  digest: string
  variants: Partial<Record<StoredEncoding, Variant>> & { identity: Variant }
  bytes: number
}

/** What a fetch of the LRU needs: the caller's own route run (a cold miss) and how to ask the app again. */
type FetchContext = {
  /** Runs this request's own route, when the caller waits for the answer (nothing stale to give meanwhile). */
  produce: (() => Promise<Entry | undefined>) | undefined
  url: string
  headers: Headers
}

/** What the route answered to an internal refresh request. */
type RefreshOutcome = { status: number; entry: Entry | undefined }

/** How a request was answered, for the request log. */
export type ResponseCacheOutcome = 'hit' | 'stale' | 'miss' | 'refresh'

/** Which stored answer a request gets: an entry's encoding, whole (200) or not modified (304). */
type Negotiated = { entry: Entry; encoding: StoredEncoding; status: 200 | 304 }

/** A fresh hit and its key: the app's outermost middleware records the headers it went out with. */
export type ResponseCacheHit = Negotiated & { key: string }

/**
 * The headers a hit left the app with, in the order it sent them, as one flat list of names and values
 * (`ServerResponse.writeHead` takes it as it is). The request id is the only value that names one request:
 * the fast path fills it in at `requestIdAt` (when the app sent one). No body: a recorded list must not keep
 * the bytes of an entry the cache has let go.
 */
type RecordedHeaders = { headers: readonly string[]; requestIdAt: number | undefined }

/**
 * A stored answer ready to go out without the app: status, bytes and every header, and whether its entry is
 * fresh (`hit`) or stale while its refresh runs (`stale`).
 */
export type StoredReply = RecordedHeaders & {
  status: 200 | 304
  body: Uint8Array | undefined
  outcome: 'hit' | 'stale'
}

/** What identifies a request to the response cache, resolved by whoever calls `storedReply`. */
export type StoredReplyRequest = {
  /** The key from `keyOf`. */
  key: string
  acceptEncoding: string | undefined
  ifNoneMatch: string | undefined
  /** The Origin header as sent (CORS answers depend on it), undefined when none was sent. */
  origin: string | undefined
}

/** What the app's OpenAPI registry holds: every route declared with `createRoute`. */
export type RouteDefinitions = OpenAPIHono<AppEnv>['openAPIRegistry']['definitions']

export type ResponseCacheOptions = {
  /** The routes whose answers may be kept (read lazily: routers are mounted after the middleware). */
  routes: () => RouteDefinitions
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

/**
 * The recorded header lists are kept apart from the answers, bounded by their own budget: this share of
 * the answers' budget (2 MiB by default, some 3,000 lists of about 700 bytes).
 */
const replyBudgetShare = 1 / 16

/** The byte budget from `API_RESPONSE_CACHE_MB`, or the default when unset or not a positive number. */
export function responseCacheBytesFrom(megabytes: string | undefined): number {
  const parsed = Number(megabytes)
  return megabytes !== undefined && megabytes.trim() !== '' && Number.isFinite(parsed) && parsed > 0
    ? Math.round(parsed * 1024 * 1024)
    : defaultResponseCacheBytes
}

type DeclaredRoute = { pattern: RegExp; staticSegments: number; query: ZodType | undefined }

/** `/v2/website/games/{game}` → a pattern matching one path segment per parameter. */
function declaredRoutesOf(definitions: RouteDefinitions): DeclaredRoute[] {
  const routes: DeclaredRoute[] = []
  for (const definition of definitions) {
    if (definition.type !== 'route' || definition.route.method !== 'get') {
      continue
    }
    const segments = definition.route.path.split('/')
    const pattern = segments
      .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')
    const query = definition.route.request?.query
    routes.push({
      pattern: new RegExp(`^${pattern}$`),
      staticSegments: segments.filter((segment) => !segment.startsWith('{')).length,
      query: query as ZodType | undefined,
    })
  }
  // A literal segment wins over a parameter, as in the router (`/seasons/current` before `/seasons/{season}`).
  return routes.sort((first, second) => second.staticSegments - first.staticSegments)
}

/** Hono's query validator input: one string per name, or an array when the name repeats. */
function queryObjectOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name)
    query[name] = values.length === 1 ? (values[0] ?? '') : values
  }
  return query
}

/** The same JSON for the same data whatever order the keys came in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([first], [second]) => first.localeCompare(second)))
      : item,
  )
}

/**
 * The validated query of a declared route as a key part; undefined when the path is no declared read or the
 * query fails the route's schema (the route answers 400 then, which is never kept anyway).
 */
function validatedQueryKey(routes: DeclaredRoute[], url: URL): string | undefined {
  const route = routes.find((candidate) => candidate.pattern.test(url.pathname))
  if (route === undefined) {
    return undefined
  }
  if (route.query === undefined) {
    return '{}'
  }
  const parsed = route.query.safeParse(queryObjectOf(url))
  return parsed.success ? canonicalJson(parsed.data) : undefined
}

/** Strong, and distinct per encoding: the bytes differ, so a strong validator must (RFC 9110 §8.8.1). */
function entityTagOf(digest: string, encoding: StoredEncoding): string {
  return encoding === 'identity' ? `"${digest}"` : `"${digest}-${encoding}"`
}

/**
 * `If-None-Match` (weak comparison, RFC 9110 §13.1.2) against any encoding of the entry: a client holding
 * the gzip bytes that now asks for brotli still has the current representation.
 */
export function matchesStoredEntry(ifNoneMatch: string | undefined, digest: string): boolean {
  if (ifNoneMatch === undefined) {
    return false
  }
  const known = new Set(['identity', 'br', 'gzip'].map((encoding) => entityTagOf(digest, encoding as StoredEncoding)))
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || known.has(candidate))
}

/** Whether the route's answer may be shared with everyone and kept. */
function isShareable(response: Response): boolean {
  return response.status === 200 && !/private|no-store/i.test(response.headers.get('Cache-Control') ?? '')
}

/** Headers a request carries that must not shape the internal refresh's answer, or that name one request. */
const headersNotReplayed = ['accept-encoding', 'if-none-match', 'if-modified-since', 'range', 'x-request-id']

let nextSerial = 1

/** Builds an entry from a shareable answer: reads its body once and compresses it once per encoding. */
async function entryOf(response: Response): Promise<Entry> {
  const body = new Uint8Array(await response.arrayBuffer())
  const digest = createHash('sha1').update(body).digest('base64url')
  const routeHeaders: [string, string][] = []
  response.headers.forEach((value, name) => {
    // CORS headers answer the Origin of the request that ran the route; every reader gets its own from the
    // CORS middleware (Hono merges them into the stored answer), never that first reader's.
    if (
      name !== 'content-length' &&
      name !== 'content-encoding' &&
      name !== 'etag' &&
      name !== 'cache-control' &&
      !name.startsWith('access-control-')
    ) {
      routeHeaders.push([name, value])
    }
  })
  const cacheControl = response.headers.get('Cache-Control') ?? publicReadCacheControl
  const variantOf = (encoding: StoredEncoding, bytes: Uint8Array<ArrayBuffer>): Variant => {
    const validators: [string, string][] = [
      ['ETag', entityTagOf(digest, encoding)],
      ['Cache-Control', cacheControl],
      ['Vary', 'Accept-Encoding'],
    ]
    return {
      body: bytes,
      headers: [
        ...routeHeaders,
        ...validators,
        ...(encoding === 'identity' ? [] : ([['Content-Encoding', encoding]] as [string, string][])),
        ['Content-Length', String(bytes.byteLength)],
      ],
      notModifiedHeaders: validators,
    }
  }
  const variants: Entry['variants'] = { identity: variantOf('identity', body) }
  if (body.byteLength >= compressionThreshold) {
    const [brotli, gzipped] = await Promise.all([
      compressBody(body, 'br', 'stored'),
      compressBody(body, 'gzip', 'stored'),
    ])
    // Copied into buffers of their own: a small Buffer may be a view of an 8 KiB shared slab, which the
    // entry would keep alive while the byte budget counted only the view.
    variants.br = variantOf('br', new Uint8Array(brotli))
    variants.gzip = variantOf('gzip', new Uint8Array(gzipped))
  }
  let bytes = 512 // the key, the objects and the LRU's bookkeeping
  for (const variant of Object.values(variants)) {
    bytes += variant.body.byteLength
    for (const [name, value] of variant.headers) {
      bytes += name.length + value.length
    }
  }
  const serial = nextSerial
  nextSerial += 1
  return { serial, digest, variants, bytes }
}

/** Which stored answer this request gets: its encoding negotiated, and 304 when the client already holds it. */
function negotiate(entry: Entry, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): Negotiated {
  const accepted = selectEncoding(acceptEncoding)
  const encoding = accepted !== undefined && entry.variants[accepted] !== undefined ? accepted : 'identity'
  return { entry, encoding, status: matchesStoredEntry(ifNoneMatch, entry.digest) ? 304 : 200 }
}

function answerOf({ entry, encoding, status }: Negotiated): Response {
  const variant = entry.variants[encoding] ?? entry.variants.identity
  return status === 304
    ? new Response(null, { status: 304, headers: variant.notModifiedHeaders })
    : new Response(variant.body, { status: 200, headers: variant.headers })
}

/** Where a recorded header list is kept: one per entry, encoding, status and Origin. */
function replyKeyOf({ entry, encoding, status }: Negotiated, origin: string | undefined): string {
  return `${entry.serial} ${encoding} ${status} ${origin ?? ''}`
}

/**
 * The headers a hit left the app with, when they can be sent again as they are: no cookie (Headers joins
 * none but Set-Cookie) and nothing the Node adapter would add (a Content-Type for a body without one).
 * Undefined when the answer is not the stored one.
 */
function recordedHeadersOf(hit: Negotiated, response: Response): RecordedHeaders | undefined {
  const variant = hit.entry.variants[hit.encoding] ?? hit.entry.variants.identity
  const headers = response.headers
  if (
    response.status !== hit.status ||
    headers.has('Set-Cookie') ||
    headers.get('ETag') !== entityTagOf(hit.entry.digest, hit.encoding) ||
    (hit.status === 200 &&
      (!headers.has('Content-Type') || headers.get('Content-Length') !== String(variant.body.byteLength)))
  ) {
    return undefined
  }
  const flat: string[] = []
  headers.forEach((value, name) => {
    flat.push(name, value)
  })
  const nameAt = flat.indexOf('x-request-id')
  return { headers: flat, requestIdAt: nameAt === -1 ? undefined : nameAt + 1 }
}

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const lifetimeMs = options.lifetimeMs ?? 30_000
  const staleMs = options.staleMs ?? 300_000
  const now = options.now ?? (() => performance.now())
  /** Internal refresh requests, recognised by identity: no header a caller could send marks one. */
  const refreshes = new WeakMap<Request, RefreshOutcome>()

  const entries = new LRUCache<string, Entry, FetchContext>({
    maxSize: options.maxBytes ?? defaultResponseCacheBytes,
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
  const replies = new LRUCache<string, RecordedHeaders>({
    maxSize: Math.max(64 * 1024, Math.round((options.maxBytes ?? defaultResponseCacheBytes) * replyBudgetShare)),
    sizeCalculation: (reply) => reply.headers.reduce((total, part) => total + part.length, 64),
  })
  const stopListening = onComputedCacheInvalidated(() => {
    entries.clear()
    replies.clear()
  })

  const refreshesInFlight = new Set<Promise<unknown>>()
  /** Keys whose stale entry is being refreshed in the background: its readers get the stale bytes meanwhile. */
  const keysRefreshing = new Set<string>()
  const refreshInBackground = (key: string, context: FetchContext): Promise<Entry | undefined> => {
    const refreshing = refreshOnce(key, context)
    keysRefreshing.add(key)
    const settled = refreshing
      .catch(() => undefined)
      .finally(() => {
        refreshesInFlight.delete(settled)
        keysRefreshing.delete(key)
      })
    refreshesInFlight.add(settled)
    return refreshing
  }
  const refreshOnce = async (key: string, context: FetchContext): Promise<Entry | undefined> => {
    const headers = new Headers(context.headers)
    for (const name of headersNotReplayed) {
      headers.delete(name)
    }
    const request = new Request(context.url, { headers })
    const outcome: RefreshOutcome = { status: 0, entry: undefined }
    refreshes.set(request, outcome)
    await options.fetch(request)
    if (outcome.status >= 500 || outcome.status === 0) {
      // A failing database keeps the last good answer served (the LRU keeps it on a rejection).
      throw new Error(`refresh of ${context.url} answered ${outcome.status}`)
    }
    if (outcome.entry === undefined) {
      // Gone (404) or no longer shareable: the LRU would keep the stale answer, so it is dropped here.
      entries.delete(key)
    }
    return outcome.entry
  }

  let declared: { from: number; routes: DeclaredRoute[] } | undefined
  const declaredRoutes = () => {
    const definitions = options.routes()
    if (declared === undefined || declared.from !== definitions.length) {
      declared = { from: definitions.length, routes: declaredRoutesOf(definitions) }
    }
    return declared.routes
  }

  const keyOf = (database: object, clientSlug: string, url: URL): string | undefined => {
    const query = validatedQueryKey(declaredRoutes(), url)
    // The demo date is part of the key, as in the computed cache: it changes what every answer contains.
    return query === undefined
      ? undefined
      : leagueCacheKey(database, 'response', demoDate(), clientSlug, url.pathname, query)
  }

  const middleware: MiddlewareHandler<AppEnv> = async function serveFromResponseCache(context, next) {
    const refresh = refreshes.get(context.req.raw)
    if (refresh !== undefined) {
      context.set('responseCache', 'refresh')
      await next()
      refresh.status = context.res.status
      refresh.entry = isShareable(context.res) ? await entryOf(context.res) : undefined
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

  const recordReplies: MiddlewareHandler<AppEnv> = async function recordStoredReplies(context, next) {
    await next()
    const hit = context.get('responseCacheHit')
    if (hit === undefined) {
      return
    }
    const replyKey = replyKeyOf(hit, context.req.header('Origin'))
    // Only while the entry is still the one kept: a reply recorded for a replaced entry would never be read.
    if (!replies.has(replyKey) && entries.peek(hit.key) === hit.entry) {
      const recorded = recordedHeadersOf(hit, context.res)
      if (recorded !== undefined) {
        replies.set(replyKey, recorded)
      }
    }
  }

  const storedReply = (request: StoredReplyRequest): StoredReply | undefined => {
    const remainingMs = entries.getRemainingTTL(request.key)
    // A fresh entry; or a stale one whose refresh runs (a reader through the app started it, as only the
    // middleware does), whose readers the app too gives the stale bytes until the refresh lands. Nothing is
    // deleted here, and the rest (a stale entry nobody refreshes yet, one past the stale window) is the app's.
    const outcome =
      remainingMs > 0 ? 'hit' : keysRefreshing.has(request.key) && remainingMs >= -staleMs ? 'stale' : undefined
    if (outcome === undefined) {
      return undefined
    }
    const entry = entries.get(request.key, { allowStale: true, noDeleteOnStaleGet: true })
    if (entry === undefined) {
      return undefined
    }
    const answer = negotiate(entry, request.acceptEncoding, request.ifNoneMatch)
    const recorded = replies.get(replyKeyOf(answer, request.origin))
    if (recorded === undefined) {
      return undefined
    }
    const body = answer.status === 200 ? (entry.variants[answer.encoding] ?? entry.variants.identity).body : undefined
    return { ...recorded, status: answer.status, body, outcome }
  }

  return {
    middleware,
    recordReplies,
    keyOf,
    storedReply,
    get size() {
      return entries.size
    },
    get bytes() {
      return entries.calculatedSize
    },
    clear: () => {
      entries.clear()
      replies.clear()
    },
    refreshesSettled: async () => {
      await Promise.all(refreshesInFlight)
    },
    close: () => {
      stopListening()
    },
  }
}
