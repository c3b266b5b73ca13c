// Two API instances on PostgreSQL and Redis: an event posted to one reaches a stream subscriber of the
// other. Runs when both servers answer on 127.0.0.1 and says so when they do not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LiveStreamEvent } from '../../src/contract/live.ts'
import { createLiveBus, type LiveBus } from '../../src/live/index.ts'
import { createTestApp, jsonRequest, type TestApp } from '../helpers/app.ts'
import { answers, type TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { readSse } from './sse.ts'
import { reopenForScoring, signUpScorer } from '../helpers/scorer.ts'

const serversAnswer = (await answers('127.0.0.1', 5432)) && (await answers('127.0.0.1', 6379))
if (!serversAnswer) {
  console.info('PostgreSQL (5432) or Redis (6379) does not answer on 127.0.0.1: the two-instance live test is left out')
}

describe.runIf(serversAnswer)('given two API instances sharing PostgreSQL and Redis', () => {
  let opened: TestDatabase
  const buses: LiveBus[] = []
  let first: TestApp
  let second: TestApp
  let token = ''

  beforeAll(async () => {
    opened = await openImportedTestDatabase('postgres')
    for (let instance = 0; instance < 2; instance += 1) {
      buses.push(await createLiveBus({ redisUrl: 'redis://127.0.0.1:6379' }))
    }
    // The same secret on both, as production sets JWT_SECRET for every instance.
    const jwtSecret = new Uint8Array(32).fill(7)
    first = createTestApp(opened.database, { liveBus: buses[0], jwtSecret })
    second = createTestApp(opened.database, { liveBus: buses[1], jwtSecret })
    token = await signUpScorer(first, opened.database)
    await reopenForScoring(opened.database, '22-7', 'scored again by the test suite')
  }, 120_000)

  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()))
    await opened.dispose()
  })

  it('should deliver an event posted to the first instance to a stream of the second', async () => {
    const stream = readSse(second, '/v2/live/games/22-7/stream')
    expect((await stream.next()).event).toBe('snapshot')
    const posted = await first.request(
      '/v2/live/games/22-7/events',
      jsonRequest(
        'POST',
        {
          idempotencyKey: `two-instances-${Date.now()}`,
          expectedSequence: 0,
          event: { type: 'starting_lineup', teamId: 'PAR', playerIds: ['4144', '4119', '3881', '3597', '3194'] },
        },
        { Authorization: `Bearer ${token}` },
      ),
    )
    expect(posted.status).toBe(200)
    const delivered = JSON.parse((await stream.next()).data) as LiveStreamEvent
    expect(delivered).toMatchObject({ gameId: '22-7', event: { sequence: 1, event: { type: 'starting_lineup' } } })
    stream.close()
  }, 30_000)
})
