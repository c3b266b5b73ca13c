// An import on one instance (or by the CLI) must reach the caches of every instance: over Redis when it
// answers, and over the in-process bus, which has the same interface.
import { createDemoClock } from '@league/client-league/demo-clock'
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import { afterEach, describe, expect, it } from 'vitest'
import {
  announceImport,
  cacheInvalidationChannel,
  publishCacheInvalidation,
  shareCacheInvalidations,
} from '../../src/http/cache-invalidation.ts'
import type { AppEnv } from '../../src/http/env.ts'
import { createResponseCache, type ResponseCache } from '../../src/http/response-cache.ts'
import { createLiveBus, type LiveBus, type LiveEvent } from '../../src/live/index.ts'
import { invalidateComputedCache } from '../../src/queries/computed-cache.ts'
import { setLogWriter } from '../../src/http/log.ts'
import { answers } from '../helpers/database.ts'

setLogWriter(() => {})

const redisUrl = 'redis://127.0.0.1:6379'
const redisAnswers = await answers('127.0.0.1', 6379)
if (!redisAnswers) {
  console.info('Redis on 127.0.0.1:6379 does not answer: cache invalidation is tested on the in-process bus only')
}
const busKinds = redisAnswers ? (['memory', 'redis'] as const) : (['memory'] as const)

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).toReversed()) {
    await cleanup()
  }
})

async function openBus(kind: 'memory' | 'redis'): Promise<LiveBus> {
  const bus = await createLiveBus(kind === 'redis' ? { redisUrl } : {})
  cleanups.push(() => bus.close())
  return bus
}

/** A cached read as an instance holds it. */
async function instanceWithCachedAnswer(): Promise<ResponseCache> {
  const app = new OpenAPIHono<AppEnv>()
  const cache = createResponseCache({
    demoClock: createDemoClock(undefined),
    routes: () => app.openAPIRegistry.definitions,
    fetch: (request) => app.fetch(request),
  })
  cleanups.push(() => cache.close())
  app.use(async (context, next) => {
    context.set('database', {} as AppEnv['Variables']['database'])
    context.set('client', { slug: 'aba' } as AppEnv['Variables']['client'])
    await next()
  })
  app.use('/v2/website/*', cache.middleware)
  const route = createRoute({
    method: 'get',
    path: '/v2/website/seasons',
    responses: { 200: { description: 'seasons' } },
  })
  app.openapi(route, (context) => context.json({ seasons: [] }, 200))
  await app.request('/v2/website/seasons')
  return cache
}

/** Once subscribed: the promise of the first event on the invalidation channel (wrapped, so not awaited). */
async function nextInvalidation(bus: LiveBus): Promise<{ received: Promise<LiveEvent> }> {
  let subscribed: Promise<() => Promise<void>> | undefined
  const received = new Promise<LiveEvent>((resolve) => {
    subscribed = bus.subscribe(cacheInvalidationChannel, (event) => resolve(event))
  })
  const unsubscribe = await subscribed
  if (unsubscribe !== undefined) {
    cleanups.push(unsubscribe)
  }
  return { received }
}

describe.each(busKinds)('given API instances sharing the %s bus', (kind) => {
  it('should clear the caches here when another process announces an import', async () => {
    const bus = await openBus(kind)
    const stop = await shareCacheInvalidations(bus, 'instance-a')
    cleanups.push(stop)
    const cache = await instanceWithCachedAnswer()
    expect(cache.size).toBe(1)
    const delivered = await nextInvalidation(bus)
    const sender = kind === 'redis' ? await openBus('redis') : bus
    await publishCacheInvalidation(sender, 'instance-b', 'import')
    await delivered.received
    await expect.poll(() => cache.size).toBe(0)
  })

  it('should publish an import made here, once, without applying its own message again', async () => {
    const bus = await openBus(kind)
    const stop = await shareCacheInvalidations(bus, 'instance-a')
    cleanups.push(stop)
    const delivered = await nextInvalidation(bus)
    invalidateComputedCache()
    const event = await delivered.received
    expect(event.payload).toMatchObject({ invalidated: 'league-cache', sender: 'instance-a', reason: 'import' })
  })
})

describe('given a CLI import', () => {
  it.runIf(redisAnswers)('should tell running instances through Redis', async () => {
    const bus = await openBus('redis')
    const delivered = await nextInvalidation(bus)
    const message = await announceImport({ redisUrl, databaseKind: 'postgres' })
    expect(message).toContain('told through Redis')
    expect((await delivered.received).payload['sender']).toMatch(/^league-api import/)
  })

  it('should warn, not stay silent, when PostgreSQL instances cannot be told for want of Redis', async () => {
    const message = await announceImport({ redisUrl: undefined, databaseKind: 'postgres' })
    expect(message).toMatch(/^Warning: REDIS_URL is not set/)
  })
})
