import { createDemoClock } from '@league/client-league/demo-clock'
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { afterEach, describe, expect, it } from 'vitest'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { AppEnv } from '../../src/http/env.ts'
import { createResponseCache, type ResponseCache } from '../../src/http/response-cache.ts'
import { invalidateComputedCache } from '../../src/queries/computed-cache.ts'

const standingsRoute = createRoute({
  method: 'get',
  path: '/v2/website/standings',
  request: {
    query: z.object({
      phase: z.enum(['regular-season', 'final']).default('regular-season'),
      page: z.coerce.number().int().min(1).default(1),
    }),
  },
  responses: { 200: { description: 'standings' } },
})

const caches: ResponseCache[] = []
afterEach(() => {
  for (const cache of caches.splice(0)) {
    cache.close()
  }
})

type Options = {
  now?: () => number
  status?: number | (() => number)
  cacheControl?: string
  maxBytes?: number
  bodyBytes?: number
  /** Awaited by every run of the route after the first: a loader the test releases when it wants. */
  laterRuns?: () => Promise<void>
}

const nothing = () => {}

/** A promise the test resolves by hand. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = nothing
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** A declared league route that counts how often it really runs, behind the cache, for a stand-in tenant. */
function appWithCountedRoute(options: Options = {}) {
  const runs = { count: 0 }
  const database = {} as AppEnv['Variables']['database']
  const app = new OpenAPIHono<AppEnv>()
  const cache = createResponseCache({
    demoClock: createDemoClock(undefined),
    routes: () => app.openAPIRegistry.definitions,
    fetch: (request) => app.fetch(request),
    lifetimeMs: 30_000,
    ...(options.now ? { now: options.now } : {}),
    ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}),
  })
  caches.push(cache)
  // Outermost, as in app.ts: it records the headers each hit leaves with, for `storedReply`.
  app.use(cache.recordReplies)
  app.use(async (context, next) => {
    context.set('database', database)
    context.set('client', { slug: context.req.header('X-Client') ?? 'aba' } as AppEnv['Variables']['client'])
    await next()
  })
  app.use('/v2/website/*', cache.middleware)
  app.openapi(standingsRoute, async (context) => {
    runs.count += 1
    if (runs.count > 1 && options.laterRuns) {
      await options.laterRuns()
    }
    if (options.cacheControl) {
      context.header('Cache-Control', options.cacheControl)
    }
    const { phase, page } = context.req.valid('query')
    const body = {
      run: runs.count,
      client: context.get('client').slug,
      phase,
      page,
      padding: 'x'.repeat(options.bodyBytes ?? 0),
    }
    const status = typeof options.status === 'function' ? options.status() : (options.status ?? 200)
    return context.json(body, status as 200)
  })
  // Not declared with createRoute: the cache cannot know its parameters, so it never keeps its answers.
  app.get('/v2/website/undeclared', (context) => {
    runs.count += 1
    return context.json({ run: runs.count })
  })
  return { app, runs, cache, database }
}

describe('given a public league read', () => {
  it('should answer a repeated request from memory without running the route again', async () => {
    const { app, runs } = appWithCountedRoute()
    const first = await (await app.request('/v2/website/standings')).json()
    const second = await (await app.request('/v2/website/standings')).json()
    expect(second).toEqual(first)
    expect(runs.count).toBe(1)
  })

  it('should keep each client and each validated query apart', async () => {
    const { app, runs } = appWithCountedRoute()
    await app.request('/v2/website/standings')
    const other = await (await app.request('/v2/website/standings', { headers: { 'X-Client': 'liga-sur' } })).json()
    await app.request('/v2/website/standings?phase=final')
    expect(other).toMatchObject({ run: 2, client: 'liga-sur' })
    expect(runs.count).toBe(3)
  })

  it('should key by the validated query: defaults, parameter order and junk parameters do not make new entries', async () => {
    const { app, runs, cache } = appWithCountedRoute()
    await app.request('/v2/website/standings?phase=final&page=2')
    await app.request('/v2/website/standings?page=2&phase=final')
    await app.request('/v2/website/standings?page=02&phase=final&utm_source=x')
    await app.request('/v2/website/standings')
    await app.request('/v2/website/standings?phase=regular-season&page=1')
    expect(runs.count).toBe(2)
    expect(cache.size).toBe(2)
  })

  it('should keep one entry for 2,000 requests that differ only by a junk parameter', async () => {
    const { app, runs, cache } = appWithCountedRoute({ bodyBytes: 10_000 })
    for (let index = 0; index < 2000; index += 1) {
      const response = await app.request(`/v2/website/standings?junk=${index}`)
      expect(response.status).toBe(200)
    }
    expect(runs.count).toBe(1)
    expect(cache.size).toBe(1)
    expect(cache.bytes).toBeLessThan(12_000)
  })

  it('should stay within its byte budget, dropping the least recently used answers', async () => {
    const maxBytes = 100_000
    const { app, runs, cache } = appWithCountedRoute({ bodyBytes: 10_000, maxBytes })
    for (let page = 1; page <= 200; page += 1) {
      await app.request(`/v2/website/standings?page=${page}`)
      expect(cache.bytes).toBeLessThanOrEqual(maxBytes)
    }
    expect(cache.size).toBeGreaterThan(5)
    expect(cache.size).toBeLessThan(10)
    // The newest answer is still kept, the oldest was dropped.
    await app.request('/v2/website/standings?page=200')
    expect(runs.count).toBe(200)
    await app.request('/v2/website/standings?page=1')
    expect(runs.count).toBe(201)
  })

  it('should not keep answers to a query the route refuses, nor of routes it does not know', async () => {
    const { app, runs, cache } = appWithCountedRoute()
    expect((await app.request('/v2/website/standings?page=zero')).status).toBe(400)
    await app.request('/v2/website/undeclared')
    await app.request('/v2/website/undeclared')
    expect(runs.count).toBe(2)
    expect(cache.size).toBe(0)
  })

  it('should forget every answer when imported data invalidates the computed cache', async () => {
    const { app, runs } = appWithCountedRoute()
    await app.request('/v2/website/standings')
    invalidateComputedCache()
    await app.request('/v2/website/standings')
    expect(runs.count).toBe(2)
  })
})

describe('given answers that must not be shared', () => {
  it('should never cache a request with a bearer token', async () => {
    const { app, runs } = appWithCountedRoute()
    const headers = { Authorization: 'Bearer token' }
    await app.request('/v2/website/standings', { headers })
    await app.request('/v2/website/standings', { headers })
    expect(runs.count).toBe(2)
  })

  it('should not keep errors or answers marked private', async () => {
    const failing = appWithCountedRoute({ status: 404 })
    await failing.app.request('/v2/website/standings')
    await failing.app.request('/v2/website/standings')
    expect(failing.runs.count).toBe(2)

    const personal = appWithCountedRoute({ cacheControl: 'private, no-store' })
    await personal.app.request('/v2/website/standings')
    await personal.app.request('/v2/website/standings')
    expect(personal.runs.count).toBe(2)
  })
})

/** The `run` number an answer carries (which run of the route produced the bytes). */
async function runOf(response: Response): Promise<number> {
  return ((await response.json()) as { run: number }).run
}

async function readRun(app: { request: (path: string) => Response | Promise<Response> }): Promise<number> {
  return runOf(await app.request('/v2/website/standings'))
}

describe('given an entry past its lifetime (stale-while-revalidate)', () => {
  it('should keep serving the old bytes while one refresh runs, then the new ones', async () => {
    let clock = 1_000_000
    const loader = deferred()
    const { app, runs, cache } = appWithCountedRoute({ now: () => clock, laterRuns: () => loader.promise })
    expect(await runOf(await app.request('/v2/website/standings'))).toBe(1)
    clock += 29_999
    expect(await runOf(await app.request('/v2/website/standings'))).toBe(1)
    expect(runs.count).toBe(1)
    clock += 2
    // Expired: 20 readers arrive while the refresh is held; all get the old answer at once, one refresh runs.
    const readers = await Promise.all(Array.from({ length: 20 }, () => readRun(app)))
    expect(readers).toEqual(Array.from({ length: 20 }, () => 1))
    expect(runs.count).toBe(2)
    loader.resolve()
    await cache.refreshesSettled()
    expect(await runOf(await app.request('/v2/website/standings'))).toBe(2)
    expect(runs.count).toBe(2)
  })

  it('should make a reader wait for a fresh answer once the entry is older than the stale window', async () => {
    let clock = 1_000_000
    const { app, runs } = appWithCountedRoute({ now: () => clock })
    await app.request('/v2/website/standings')
    clock += 30_000 + 300_001
    expect(await runOf(await app.request('/v2/website/standings'))).toBe(2)
    expect(runs.count).toBe(2)
  })

  it('should keep the old answer when the refresh fails, and drop it when the read is gone', async () => {
    let clock = 1_000_000
    let status = 200
    const { app, runs, cache } = appWithCountedRoute({ now: () => clock, status: () => status })
    await app.request('/v2/website/standings')
    clock += 30_001
    status = 500
    expect(await runOf(await app.request('/v2/website/standings'))).toBe(1)
    await cache.refreshesSettled()
    expect(runs.count).toBe(2)
    expect(await runOf(await app.request('/v2/website/standings'))).toBe(1)
    await cache.refreshesSettled()
    expect(cache.size).toBe(1)
    status = 404
    await app.request('/v2/website/standings')
    await cache.refreshesSettled()
    expect(cache.size).toBe(0)
    expect((await app.request('/v2/website/standings')).status).toBe(404)
  })

  it('should not store a refresh that was running when an import invalidated the cache', async () => {
    let clock = 1_000_000
    const loader = deferred()
    const { app, runs, cache } = appWithCountedRoute({ now: () => clock, laterRuns: () => loader.promise })
    await app.request('/v2/website/standings')
    clock += 30_001
    await app.request('/v2/website/standings')
    expect(runs.count).toBe(2)
    invalidateComputedCache()
    loader.resolve()
    await cache.refreshesSettled()
    expect(cache.size).toBe(0)
    expect(await runOf(await app.request('/v2/website/standings'))).toBe(3)
  })
})

describe('given many readers of a cold entry', () => {
  it('should run the route once and give every reader its answer', async () => {
    const loader = deferred()
    const { app, runs } = appWithCountedRoute({ laterRuns: () => loader.promise })
    // A first, different query warms nothing for this one: the cold key below is computed once.
    await app.request('/v2/website/standings?page=9')
    const readers = Promise.all(Array.from({ length: 10 }, () => readRun(app)))
    loader.resolve()
    expect(await readers).toEqual(Array.from({ length: 10 }, () => 2))
    expect(runs.count).toBe(2)
  })
})

describe('given stored encodings', () => {
  const bodyBytes = 5_000

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('should answer Accept-Encoding %j with stored %j bytes that decode to the same body', async (accept, encoding) => {
    const { app, runs } = appWithCountedRoute({ bodyBytes })
    const plain = await (await app.request('/v2/website/standings')).text()
    const response = await app.request('/v2/website/standings', {
      headers: accept === undefined ? {} : { 'Accept-Encoding': accept },
    })
    expect(response.headers.get('Content-Encoding')).toBe(encoding)
    expect(response.headers.get('Vary')).toContain('Accept-Encoding')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(response.headers.get('Content-Length')).toBe(String(bytes.byteLength))
    const decoded = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes
    expect(decoded.toString('utf8')).toBe(plain)
    // Compressed bytes are far smaller; identity bytes are the body itself.
    expect(bytes.byteLength).toBeLessThan(encoding === null ? plain.length + 1 : plain.length / 4)
    expect(runs.count).toBe(1)
  })

  it('should send a small body as it is, whatever is accepted', async () => {
    const { app } = appWithCountedRoute()
    await app.request('/v2/website/standings')
    const response = await app.request('/v2/website/standings', { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(response.headers.get('Content-Encoding')).toBeNull()
    expect(response.headers.get('ETag')).toMatch(/^"[\w-]+"$/)
  })

  it('should give each encoding its own strong ETag and answer 304 to any of them', async () => {
    const { app, runs } = appWithCountedRoute({ bodyBytes })
    const tagFor = async (accept: string) =>
      (await app.request('/v2/website/standings', { headers: { 'Accept-Encoding': accept } })).headers.get('ETag') ?? ''
    const brotliTag = await tagFor('br')
    const gzipTag = await tagFor('gzip')
    const identityTag = await tagFor('identity')
    expect(new Set([brotliTag, gzipTag, identityTag]).size).toBe(3)
    for (const tag of [brotliTag, gzipTag, identityTag]) {
      expect(tag).toMatch(/^"[\w-]+"$/)
    }
    for (const ifNoneMatch of [brotliTag, `"other", ${gzipTag}`, `W/${identityTag}`, '*']) {
      const response = await app.request('/v2/website/standings', {
        headers: { 'Accept-Encoding': 'br', 'If-None-Match': ifNoneMatch },
      })
      expect(response.status).toBe(304)
      expect(response.headers.get('ETag')).toBe(brotliTag)
      expect(await response.text()).toBe('')
    }
    const changed = await app.request('/v2/website/standings', { headers: { 'If-None-Match': '"other"' } })
    expect(changed.status).toBe(200)
    expect(runs.count).toBe(1)
  })

  it('should count every stored encoding against the byte budget', async () => {
    const { app, cache } = appWithCountedRoute({ bodyBytes })
    await app.request('/v2/website/standings')
    expect(cache.bytes).toBeGreaterThan(bodyBytes)
    expect(cache.bytes).toBeLessThan(bodyBytes + 2_000)
  })
})

/** The key of the standings read for aba, as the fast path asks for it. */
const standingsKeyOf = ({ cache, database }: { cache: ResponseCache; database: object }) => {
  const key = cache.keyOf(database, 'aba', new URL('http://localhost/v2/website/standings'))
  if (key === undefined) {
    throw new Error('the standings read has no key')
  }
  return key
}

/** A gzip request from one Origin for a stored reply. */
const replyRequest = (key: string) => ({ key, acceptEncoding: 'gzip', ifNoneMatch: undefined, origin: 'http://a.test' })

describe('given the replies kept for the fast path in front of the app', () => {
  const headers = { 'Accept-Encoding': 'gzip', Origin: 'http://a.test' }

  it('should give the headers of a hit only once the app has answered one, and each as the app sent it', async () => {
    const counted = appWithCountedRoute({ bodyBytes: 5_000 })
    const { app, cache } = counted
    await app.request('/v2/website/standings', { headers })
    // The miss that filled the entry is no hit: its answer also carries what the route set.
    expect(cache.storedReply(replyRequest(standingsKeyOf(counted)))).toBeUndefined()
    const hit = await app.request('/v2/website/standings', { headers })
    const found = cache.storedReply(replyRequest(standingsKeyOf(counted)))
    expect(found?.outcome).toBe('hit')
    const sent: string[] = []
    hit.headers.forEach((value, name) => sent.push(name, value))
    expect(found?.headers).toEqual(sent)
    expect(found?.status).toBe(200)
    expect(Buffer.from(found?.body ?? [])).toEqual(Buffer.from(await hit.arrayBuffer()))
    // Another Origin, encoding or a 304 is another answer, not sent yet.
    expect(cache.storedReply({ ...replyRequest(standingsKeyOf(counted)), origin: 'http://b.test' })).toBeUndefined()
    expect(cache.storedReply({ ...replyRequest(standingsKeyOf(counted)), acceptEncoding: 'br' })).toBeUndefined()
  })

  it('should give a stale reply only while the refresh a reader started through the app runs', async () => {
    let clock = 1_000_000
    const loader = deferred()
    const counted = appWithCountedRoute({ now: () => clock, laterRuns: () => loader.promise })
    const { app, cache } = counted
    await app.request('/v2/website/standings', { headers })
    await app.request('/v2/website/standings', { headers })
    clock += 30_001
    // Expired, and nobody has started its refresh: the app must answer (and start it).
    expect(cache.storedReply(replyRequest(standingsKeyOf(counted)))).toBeUndefined()
    expect(await runOf(await app.request('/v2/website/standings', { headers }))).toBe(1)
    expect(cache.storedReply(replyRequest(standingsKeyOf(counted)))?.outcome).toBe('stale')
    loader.resolve()
    await cache.refreshesSettled()
    // Refreshed: a new entry, whose headers the app has not sent yet.
    expect(cache.storedReply(replyRequest(standingsKeyOf(counted)))).toBeUndefined()
    await app.request('/v2/website/standings', { headers })
    expect(cache.storedReply(replyRequest(standingsKeyOf(counted)))?.outcome).toBe('hit')
  })

  it('should forget the replies with the answers when imported data invalidates the cache', async () => {
    const counted = appWithCountedRoute()
    const { app, cache } = counted
    await app.request('/v2/website/standings', { headers })
    await app.request('/v2/website/standings', { headers })
    expect(cache.storedReply(replyRequest(standingsKeyOf(counted)))).toBeDefined()
    invalidateComputedCache()
    expect(cache.storedReply(replyRequest(standingsKeyOf(counted)))).toBeUndefined()
  })
})
