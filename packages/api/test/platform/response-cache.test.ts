import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../src/http/env.ts'
import { responseCache } from '../../src/http/response-cache.ts'
import { invalidateComputedCache } from '../../src/queries/computed-cache.ts'

/** A league route that counts how often it really runs, behind the cache, for a stand-in tenant. */
function appWithCountedRoute(options: { now?: () => number; status?: number; cacheControl?: string } = {}) {
  const runs = { count: 0 }
  const database = {} as AppEnv['Variables']['database']
  const app = new Hono<AppEnv>()
  app.use(async (context, next) => {
    context.set('database', database)
    context.set('client', { slug: context.req.header('X-Client') ?? 'aba' } as AppEnv['Variables']['client'])
    await next()
  })
  app.use('/v2/website/*', responseCache({ lifetimeMs: 30_000, ...(options.now ? { now: options.now } : {}) }))
  app.get('/v2/website/standings', (context) => {
    runs.count += 1
    if (options.cacheControl) {
      context.header('Cache-Control', options.cacheControl)
    }
    return context.json({ run: runs.count, client: context.get('client').slug }, (options.status ?? 200) as 200)
  })
  return { app, runs }
}

describe('given a public league read', () => {
  it('should answer a repeated request from memory without running the route again', async () => {
    const { app, runs } = appWithCountedRoute()
    const first = await (await app.request('/v2/website/standings')).json()
    const second = await (await app.request('/v2/website/standings')).json()
    expect(second).toEqual(first)
    expect(runs.count).toBe(1)
  })

  it('should keep each client and each query apart', async () => {
    const { app, runs } = appWithCountedRoute()
    await app.request('/v2/website/standings')
    const other = await (await app.request('/v2/website/standings', { headers: { 'X-Client': 'liga-sur' } })).json()
    await app.request('/v2/website/standings?phase=final')
    expect(other).toEqual({ run: 2, client: 'liga-sur' })
    expect(runs.count).toBe(3)
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
