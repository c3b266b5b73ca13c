// Limits nobody can turn against a user (#27). Requests come as the site sends them: from its server on the
// loopback address (a trusted proxy, as `npm start` configures it) with the visitor's address in
// X-Forwarded-For. An anonymous flood from one address must cost the real operator and a real fan nothing,
// and one address may hold only so many event streams.
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { defaultSignInLimits } from '../../src/http/sign-in-limits.ts'
import type { StreamCap } from '../../src/http/stream-cap.ts'
import { createMemoryBus } from '../../src/live/memory-bus.ts'
import { abaOrigin, createTestApp, jsonRequest, signUp, uniqueEmail, type TestApp } from '../helpers/app.ts'
import type { TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { readSse } from './sse.ts'
import { reopenForScoring, signUpScorer } from '../helpers/scorer.ts'

/** The site's server as the API sees it: a socket from the loopback address. */
const siteProxy = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }
const attacker = '203.0.113.66'
const scorerAddress = '198.51.100.10'
const fanAddress = '198.51.100.20'
const password = 'correct horse battery'

let opened: TestDatabase
let app: TestApp
let operatorToken = ''
let fanEmail = ''
let streamCap: StreamCap | undefined
/** One secret for the apps of this file, so that the operator's token opens each. */
const jwtSecret = new Uint8Array(32).fill(9)

beforeAll(async () => {
  opened = await openImportedTestDatabase('pglite')
  app = createTestApp(opened.database, {
    jwtSecret,
    liveBus: createMemoryBus(),
    trustedProxies: '127.0.0.1, ::1',
    // The limits of a real start, not the generous ones of the other tests.
    signInLimits: defaultSignInLimits,
    streamsPerAddress: 3,
    onStreamCap: (cap) => {
      streamCap = cap
    },
  })
  operatorToken = await signUpScorer(app, opened.database, { password })
  await reopenForScoring(opened.database, '22-6', 'The flood test scores it live again')
  fanEmail = uniqueEmail('fan')
  await signUp(app, fanEmail, { name: 'Fan', password })
}, 120_000)

afterAll(async () => {
  await opened.dispose()
})

/** One request as the site's server forwards it for a visitor at `address`. */
function fromVisitor(path: string, address: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, jsonRequest('POST', body, { 'X-Forwarded-For': address, ...headers }), siteProxy)
}

describe('given 2,000 unauthenticated requests from one address to the event and sign-in routes', () => {
  it('should refuse the flood and never the real operator nor a real fan at other addresses', async () => {
    let sequence = 0
    const scorerPosts = async (event: unknown) => {
      const response = await fromVisitor(
        '/v2/live/games/22-6/events',
        scorerAddress,
        { idempotencyKey: `scorer-event-${sequence}`, expectedSequence: sequence, event },
        { Authorization: `Bearer ${operatorToken}` },
      )
      sequence += 1
      return response.status
    }
    const flood = async () => {
      const statuses = new Map<string, number[]>()
      // 1,000 forged events and 1,000 guessed passwords, 100 at a time.
      for (let batch = 0; batch < 10; batch += 1) {
        const answers = await Promise.all(
          Array.from({ length: 100 }, async (_unused, index) => {
            const forged = await fromVisitor(
              '/v2/live/games/22-6/events',
              attacker,
              { idempotencyKey: `forged-${batch}-${index}`, expectedSequence: 0, event: { type: 'clock_start' } },
              { Authorization: 'Bearer not-a-token' },
            )
            const guess = await fromVisitor('/auth/login', attacker, { email: fanEmail, password: `guess ${index}` })
            return { forged: forged.status, guess: guess.status }
          }),
        )
        for (const answer of answers) {
          statuses.set('forged', [...(statuses.get('forged') ?? []), answer.forged])
          statuses.set('guess', [...(statuses.get('guess') ?? []), answer.guess])
        }
      }
      return statuses
    }
    const realUse = async () => {
      const scorer = [
        await scorerPosts({
          type: 'starting_lineup',
          teamId: 'ZAD',
          playerIds: ['1221', '2357', '2633', '2881', '2852'],
        }),
        await scorerPosts({
          type: 'starting_lineup',
          teamId: 'SCD',
          playerIds: ['4182', '3737', '3656', '2560', '2853'],
        }),
        await scorerPosts({ type: 'period_start', period: 1 }),
      ]
      const fan: number[] = []
      for (let round = 0; round < 5; round += 1) {
        scorer.push(await scorerPosts({ type: round % 2 === 0 ? 'clock_start' : 'clock_stop' }))
        fan.push((await fromVisitor('/auth/login', fanAddress, { email: fanEmail, password })).status)
      }
      return { scorer, fan }
    }
    const [flooded, real] = await Promise.all([flood(), realUse()])

    expect(real.scorer).toEqual(Array.from({ length: 8 }, () => 200))
    expect(real.fan).toEqual([200, 200, 200, 200, 200])
    const forged = flooded.get('forged') ?? []
    const guesses = flooded.get('guess') ?? []
    expect(forged).toHaveLength(1000)
    expect(forged.every((status) => status === 401)).toBe(true)
    expect(guesses).toHaveLength(1000)
    expect(guesses.filter((status) => status === 429).length).toBeGreaterThan(900)
    // After the flood the operator and the fan still pass, at once.
    expect(await scorerPosts({ type: 'clock_stop' })).toBe(200)
    expect((await fromVisitor('/auth/login', fanAddress, { email: fanEmail, password })).status).toBe(200)
  }, 120_000)
})

describe('given an operator past the live write limit', () => {
  it('should refuse that operator with 429 and a message, and still answer a forged token 401', async () => {
    const limited = createTestApp(opened.database, { jwtSecret, trustedProxies: '127.0.0.1', liveEventsPerMinute: 2 })
    const post = (token: string) =>
      limited.request(
        '/v2/live/games/22-6/events',
        jsonRequest(
          'POST',
          { idempotencyKey: `limited-${token.length}`, expectedSequence: 0, event: { type: 'clock_stop' } },
          { Authorization: `Bearer ${token}`, 'X-Forwarded-For': scorerAddress },
        ),
        siteProxy,
      )
    const counted = [(await post(operatorToken)).status, (await post(operatorToken)).status]
    expect(counted.includes(429)).toBe(false)
    const refused = await post(operatorToken)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({
      error: { code: 'rate_limited', message: expect.stringMatching(/^Too many events from this console; try again/) },
    })
    expect((await post('not-a-token')).status).toBe(401)
  })
})

describe('given event streams from one address through a real server', () => {
  let server: ServerType
  const port = 5401

  beforeAll(async () => {
    server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
    await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  })

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  /** Streams as the site's server would open them for a visitor at `address`. */
  const streamsFor = (address: string) => ({
    request: (path: string, init: RequestInit) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'X-Forwarded-For': address },
      }),
  })

  it('should refuse a stream past the cap with 429 and a message, count per address, and free a closed place', async () => {
    const open = []
    for (let index = 0; index < 3; index += 1) {
      const stream = readSse(streamsFor(attacker), '/v2/live/games/22-6/stream')
      expect((await stream.next()).event).toBe('snapshot')
      open.push(stream)
    }
    const refused = await streamsFor(attacker).request('/v2/live/games/22-6/stream', {
      headers: { Origin: abaOrigin },
    })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBe('10')
    expect(await refused.json()).toMatchObject({
      error: { code: 'too_many_streams', message: expect.stringContaining('already follows 3 live streams') },
    })

    const neighbour = readSse(streamsFor(fanAddress), '/v2/live/games/22-6/stream')
    expect((await neighbour.next()).event).toBe('snapshot')
    neighbour.close()

    open.pop()?.close()
    await vi.waitFor(() => expect(streamCap?.openStreams().get(attacker)).toBe(2))
    const again = readSse(streamsFor(attacker), '/v2/live/games/22-6/stream')
    expect((await again.next()).event).toBe('snapshot')
    again.close()
    open.forEach((stream) => stream.close())
    await vi.waitFor(() => expect(streamCap?.openStreams().size).toBe(0))
  }, 30_000)
})
