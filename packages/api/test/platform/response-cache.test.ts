import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { afterEach, describe, expect, it } from 'vitest'
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

type Options = { now?: () => number; status?: number; cacheControl?: string; maxBytes?: number; bodyBytes?: number }

/** A declared league route that counts how often it really runs, behind the cache, for a stand-in tenant. */
function appWithCountedRoute(options: Options = {}) {
  const runs = { count: 0 }
  const database = {} as AppEnv['Variables']['database']
  const app = new OpenAPIHono<AppEnv>()
  const cache = createResponseCache({
    routes: () => app.openAPIRegistry.definitions,
    lifetimeMs: 30_000,
    ...(options.now ? { now: options.now } : {}),
    ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}),
  })
  caches.push(cache)
  app.use(async (context, next) => {
    context.set('database', database)
    context.set('client', { slug: context.req.header('X-Client') ?? 'aba' } as AppEnv['Variables']['client'])
    await next()
  })
  app.use('/v2/website/*', cache.middleware)
  app.openapi(standingsRoute, (context) => {
    runs.count += 1
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
    return context.json(body, (options.status ?? 200) as 200)
  })
  // Not declared with createRoute: the cache cannot know its parameters, so it never keeps its answers.
  app.get('/v2/website/undeclared', (context) => {
    runs.count += 1
    return context.json({ run: runs.count })
  })
  return { app, runs, cache }
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

  it('should run the route again once the lifetime has passed', async () => {
    let clock = 0
    const { app, runs } = appWithCountedRoute({ now: () => clock })
    await app.request('/v2/website/standings')
    clock = 29_999
    await app.request('/v2/website/standings')
    clock = 30_000
    await app.request('/v2/website/standings')
    expect(runs.count).toBe(2)
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
