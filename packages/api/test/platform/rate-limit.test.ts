// Limits count together across instances when REDIS_URL is set: two stores (two API instances) share one
// count. Runs when Redis answers on 127.0.0.1 and says so when it does not.
import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { consumeOrRefuse, createLimiter, limitStoreFrom } from '../../src/http/rate-limit.ts'
import { ApiError } from '../../src/http/errors.ts'
import { answers } from '../helpers/database.ts'

const redisAnswers = await answers('127.0.0.1', 6379)
if (!redisAnswers) {
  console.info('Redis (6379) does not answer on 127.0.0.1: the shared-limit test is left out')
}

describe('given a limit counted in memory', () => {
  it('should refuse past its points with a 429 that says when to come back', async () => {
    const limiter = createLimiter({ kind: 'memory' }, { name: 'memory-test', points: 2, windowSeconds: 60 })
    await consumeOrRefuse(limiter, 'visitor')
    await consumeOrRefuse(limiter, 'visitor')
    const refusal = await consumeOrRefuse(limiter, 'visitor', 'Too many tries').catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ApiError)
    expect(refusal).toMatchObject({ status: 429, code: 'rate_limited' })
    expect((refusal as ApiError).message).toMatch(/^Too many tries; try again in \d+ seconds$/)
    await consumeOrRefuse(limiter, 'another visitor')
  })
})

describe.runIf(redisAnswers)('given two instances sharing Redis', () => {
  const stores = [limitStoreFrom('redis://127.0.0.1:6379'), limitStoreFrom('redis://127.0.0.1:6379')]

  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()))
  })

  it('should count both instances together', async () => {
    const name = `shared-test-${randomBytes(4).toString('hex')}`
    const [first, second] = stores.map(({ store }) => createLimiter(store, { name, points: 3, windowSeconds: 60 }))
    if (first === undefined || second === undefined) {
      throw new Error('two limiters expected')
    }
    // Until a connection is ready the insurance counts in memory: wait for both to be ready.
    await Promise.all(
      stores.map(({ store }) =>
        store.kind === 'redis' && store.client.status !== 'ready'
          ? new Promise((resolve) => store.client.once('ready', resolve))
          : undefined,
      ),
    )
    await consumeOrRefuse(first, 'visitor')
    await consumeOrRefuse(second, 'visitor')
    await consumeOrRefuse(first, 'visitor')
    await expect(consumeOrRefuse(second, 'visitor')).rejects.toMatchObject({ status: 429 })
  })
})
