// Public league reads change only when data is imported (or, under the demo clock, as time passes), yet each
// costs several queries, and PGlite runs one query at a time: at 50 connections they queue. So whole answers
// are kept in memory for as long as their Cache-Control lets a CDN keep them, and dropped at once by an import.
//
// The key is the route's validated query, not the raw query string: only the parameters the route declares,
// parsed by its own zod schema (defaults filled in) and in a fixed order, so `?junk=1`, `?junk=2`… share one
// entry instead of each costing a copy of the body. Memory is bounded by bytes (an LRU with a byte budget),
// not by a count of entries whose size nobody knows.
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import { LRUCache } from 'lru-cache'
import type { ZodType } from 'zod'
import { leagueCacheKey, onComputedCacheInvalidated } from '../queries/computed-cache.ts'
import { demoDate } from '../queries/demo-clock.ts'
import type { AppEnv } from './env.ts'

type Entry = { expiresAt: number; headers: Headers; body: Uint8Array }

/** What the app's OpenAPI registry holds: every route declared with `createRoute`. */
export type RouteDefinitions = OpenAPIHono<AppEnv>['openAPIRegistry']['definitions']

export type ResponseCacheOptions = {
  /** The routes whose answers may be kept (read lazily: routers are mounted after the middleware). */
  routes: () => RouteDefinitions
  /** How long an answer is reused; the same 30 s as `max-age` in cache.ts. */
  lifetimeMs?: number
  /** Bound on memory: bodies plus headers; past it the least recently used answers are dropped. */
  maxBytes?: number
  now?: () => number
}

export type ResponseCache = {
  middleware: MiddlewareHandler<AppEnv>
  /** Answers kept now. */
  readonly size: number
  /** Bytes kept now (bodies and headers), never above the budget. */
  readonly bytes: number
  clear: () => void
  /** Stops listening for imports (tests create many apps in one process). */
  close: () => void
}

/** 64 MiB: every public read of a league several times over, and a small share of a 1 GiB instance. */
export const defaultResponseCacheBytes = 64 * 1024 * 1024

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

function sizeOf(entry: Entry): number {
  let headerBytes = 0
  entry.headers.forEach((value, name) => {
    headerBytes += name.length + value.length
  })
  // A fixed overhead per entry for the key, the objects and the LRU's bookkeeping.
  return entry.body.byteLength + headerBytes + 256
}

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const lifetimeMs = options.lifetimeMs ?? 30_000
  const now = options.now ?? Date.now
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes ?? defaultResponseCacheBytes,
    sizeCalculation: sizeOf,
  })
  const stopListening = onComputedCacheInvalidated(() => entries.clear())
  let declared: { from: number; routes: DeclaredRoute[] } | undefined
  const declaredRoutes = () => {
    const definitions = options.routes()
    if (declared === undefined || declared.from !== definitions.length) {
      declared = { from: definitions.length, routes: declaredRoutesOf(definitions) }
    }
    return declared.routes
  }

  const middleware: MiddlewareHandler<AppEnv> = async function serveFromResponseCache(context, next) {
    // Per-user answers (a bearer token) are never shared.
    if (context.req.method !== 'GET' || context.req.header('Authorization') !== undefined) {
      await next()
      return
    }
    const url = new URL(context.req.url)
    const query = validatedQueryKey(declaredRoutes(), url)
    if (query === undefined) {
      await next()
      return
    }
    // The demo date is part of the key, as in the computed cache: it changes what every answer contains.
    const key = leagueCacheKey(
      context.get('database'),
      'response',
      demoDate(),
      context.get('client').slug,
      url.pathname,
      query,
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
    entries.set(key, { expiresAt: now() + lifetimeMs, headers: new Headers(response.headers), body })
    context.res = new Response(body, { status: 200, headers: response.headers })
  }

  return {
    middleware,
    get size() {
      return entries.size
    },
    get bytes() {
      return entries.calculatedSize
    },
    clear: () => entries.clear(),
    close: () => {
      stopListening()
    },
  }
}
