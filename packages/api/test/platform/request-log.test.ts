import { createDemoClock } from '@league/client-league/demo-clock'
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '../../src/http/env.ts'
import { setLogWriter } from '../../src/http/log.ts'
import { requestLog, sampleCachedHitsFrom } from '../../src/http/request-log.ts'
import { createResponseCache, type ResponseCache } from '../../src/http/response-cache.ts'

const caches: ResponseCache[] = []
afterEach(() => {
  for (const cache of caches.splice(0)) {
    cache.close()
  }
})

/** An app with the request log outside the response cache, as in app.ts, and its captured log lines. */
function loggedApp(sampleCachedHits: number) {
  const lines: Record<string, unknown>[] = []
  const app = new OpenAPIHono<AppEnv>()
  const cache = createResponseCache({
    demoClock: createDemoClock(undefined),
    routes: () => app.openAPIRegistry.definitions,
    fetch: (request) => app.fetch(request),
  })
  caches.push(cache)
  app.use(requestLog({ sampleCachedHits }))
  const database = {} as AppEnv['Variables']['database']
  app.use(async (context, next) => {
    context.set('database', database)
    context.set('client', { slug: 'aba' } as AppEnv['Variables']['client'])
    await next()
  })
  app.use('/v2/website/*', cache.middleware)
  const route = createRoute({ method: 'get', path: '/v2/website/seasons', responses: { 200: { description: 'ok' } } })
  app.openapi(route, (context) => context.json({ seasons: [] }, 200))
  app.get('/v2/website/missing', (context) => context.json({ error: 'missing' }, 404))
  const previous = setLogWriter((line) => lines.push(JSON.parse(line) as Record<string, unknown>))
  return { app, lines, restore: () => setLogWriter(previous) }
}

describe('given many answers served from the response cache', () => {
  it('should log the computed answer and one cached answer in the sample size, marked as sampled', async () => {
    const { app, lines, restore } = loggedApp(10)
    try {
      for (let index = 0; index < 31; index += 1) {
        expect((await app.request('/v2/website/seasons')).status).toBe(200)
      }
    } finally {
      restore()
    }
    expect(lines.filter((line) => line['cache'] === 'miss')).toHaveLength(1)
    const sampled = lines.filter((line) => line['cache'] === 'hit')
    expect(sampled).toHaveLength(3)
    expect(sampled[0]).toMatchObject({ message: 'request', status: 200, sampledOneIn: 10 })
  })

  it('should log every failure, however many', async () => {
    const { app, lines, restore } = loggedApp(100)
    try {
      for (let index = 0; index < 5; index += 1) {
        expect((await app.request('/v2/website/missing')).status).toBe(404)
      }
    } finally {
      restore()
    }
    expect(lines.filter((line) => line['status'] === 404)).toHaveLength(5)
  })
})

describe('given LOG_SAMPLE_CACHED', () => {
  it.each([
    [undefined, 100],
    ['1', 1],
    ['25', 25],
    ['0', 100],
    ['ten', 100],
    ['2.5', 100],
  ])('should read %j as one in %j', (value, expected) => {
    expect(sampleCachedHitsFrom(value)).toBe(expected)
  })
})
