// Sessions that end: logout, "sign out everywhere", the brief cache of the check on each request, and two
// instances sharing Redis, where a logout on one is refused by the other on its next request.
import { SignJWT } from 'jose'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSessionCheck } from '../../src/auth/session-check.ts'
import { endSession, startSession } from '../../src/auth/sessions.ts'
import { findUserByEmail } from '../../src/auth/users.ts'
import { createLiveBus, type LiveBus } from '../../src/live/index.ts'
import { abaOrigin, createTestApp, signUp, uniqueEmail, type TestApp } from '../helpers/app.ts'
import { answers, availableDatabaseKinds, openTestDatabase, type TestDatabase } from '../helpers/database.ts'

const [kind] = await availableDatabaseKinds()

function withToken(token: string, method = 'GET') {
  return { method, headers: { Origin: abaOrigin, Authorization: `Bearer ${token}` } }
}

type ErrorBody = { error: { code: string; message: string } }

async function refusal(response: Response) {
  return { status: response.status, code: ((await response.json()) as ErrorBody).error.code }
}

describe(`given sessions on ${kind}`, () => {
  let testDatabase: TestDatabase
  let app: TestApp
  const jwtSecret = new Uint8Array(randomBytes(32))

  beforeAll(async () => {
    testDatabase = await openTestDatabase(kind ?? 'pglite')
    // A long cache: the tests below show that a revocation on this instance does not wait for it.
    app = createTestApp(testDatabase.database, { jwtSecret, sessionCacheMs: 60_000 })
  }, 120_000)

  afterAll(async () => {
    await testDatabase.dispose()
  })

  it('should refuse a token after its logout, at once, with a message a person understands', async () => {
    const token = await signUp(app, uniqueEmail('logout'))
    expect((await app.request('/v2/website/user', withToken(token))).status).toBe(200)

    expect((await app.request('/auth/session', withToken(token, 'DELETE'))).status).toBe(204)

    const after = await app.request('/v2/website/user', withToken(token))
    expect(after.status).toBe(401)
    const body = (await after.json()) as ErrorBody
    expect(body.error.code).toBe('session_ended')
    expect(body.error.message).toBe('You were signed out; sign in again')
    expect(await refusal(await app.request('/auth/session', withToken(token, 'DELETE')))).toEqual({
      status: 401,
      code: 'session_ended',
    })
  })

  it('should end only the logged-out session, not another sign-in of the same account', async () => {
    const email = uniqueEmail('two-devices')
    const phone = await signUp(app, email)
    const laptop = await signUp(app, email)
    expect((await app.request('/auth/session', withToken(phone, 'DELETE'))).status).toBe(204)
    expect((await app.request('/v2/website/user', withToken(laptop))).status).toBe(200)
  })

  it("should sign out everywhere every session of the user and none of another user's", async () => {
    const email = uniqueEmail('everywhere')
    const phone = await signUp(app, email)
    const laptop = await signUp(app, email)
    const someoneElse = await signUp(app, uniqueEmail('bystander'))
    for (const token of [phone, laptop, someoneElse]) {
      expect((await app.request('/v2/website/user', withToken(token))).status).toBe(200)
    }

    expect((await app.request('/v2/website/user/sessions/end-all', withToken(laptop, 'POST'))).status).toBe(204)

    for (const token of [phone, laptop]) {
      expect(await refusal(await app.request('/v2/website/user', withToken(token)))).toEqual({
        status: 401,
        code: 'session_ended',
      })
    }
    expect((await app.request('/v2/website/user', withToken(someoneElse))).status).toBe(200)
  })

  it('should refuse a token that names no session, though correctly signed', async () => {
    const email = uniqueEmail('no-session')
    await signUp(app, email)
    const user = await findUserByEmail(testDatabase.database, email)
    const token = await new SignJWT({ client: 'aba' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user?.uuid ?? '')
      .setIssuer('league-api')
      .setAudience('league-site')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(jwtSecret)
    expect(await refusal(await app.request('/v2/website/user', withToken(token)))).toEqual({
      status: 401,
      code: 'session_ended',
    })
  })

  it('should believe an active session for the cache time only when it is ended behind its back', async () => {
    const email = uniqueEmail('cache')
    await signUp(app, email)
    const user = await findUserByEmail(testDatabase.database, email)
    const sessionId = await startSession(testDatabase.database, user?.id ?? 0)
    let now = 1_000_000
    const check = createSessionCheck({ database: testDatabase.database, cacheMs: 5000, now: () => now })
    expect(await check.isActive(sessionId)).toBe(true)

    // Ended by another process without telling this one (no bus): the cached answer lasts its 5 seconds.
    await endSession(testDatabase.database, sessionId)
    now += 4999
    expect(await check.isActive(sessionId)).toBe(true)
    now += 2
    expect(await check.isActive(sessionId)).toBe(false)
  })

  it('should drop the cached answer at once when the session is ended through the check', async () => {
    const email = uniqueEmail('cache-end')
    await signUp(app, email)
    const user = await findUserByEmail(testDatabase.database, email)
    const sessionId = await startSession(testDatabase.database, user?.id ?? 0)
    const check = createSessionCheck({ database: testDatabase.database, cacheMs: 60_000, now: () => 0 })
    expect(await check.isActive(sessionId)).toBe(true)
    await check.end(sessionId)
    expect(await check.isActive(sessionId)).toBe(false)
  })

  it('should keep at most its bounded number of sessions in memory, forgetting the oldest first', async () => {
    const email = uniqueEmail('bounded')
    await signUp(app, email)
    const user = await findUserByEmail(testDatabase.database, email)
    const [oldest, middle, newest] = [
      await startSession(testDatabase.database, user?.id ?? 0),
      await startSession(testDatabase.database, user?.id ?? 0),
      await startSession(testDatabase.database, user?.id ?? 0),
    ]
    const check = createSessionCheck({ database: testDatabase.database, cacheMs: 60_000, maxEntries: 2 })
    for (const sessionId of [oldest, middle, newest]) {
      await check.isActive(sessionId)
    }
    // Ended behind its back: only the sessions still cached keep their "active" answer.
    for (const sessionId of [oldest, middle, newest]) {
      await endSession(testDatabase.database, sessionId ?? '')
    }
    expect(await check.isActive(oldest ?? '')).toBe(false)
    expect(await check.isActive(newest ?? '')).toBe(true)
  })
})

const serversAnswer = (await answers('127.0.0.1', 5432)) && (await answers('127.0.0.1', 6379))
if (!serversAnswer) {
  console.info(
    'PostgreSQL (5432) or Redis (6379) does not answer on 127.0.0.1: the two-instance session test is left out',
  )
}

describe.runIf(serversAnswer)('given two API instances sharing PostgreSQL and Redis', () => {
  let opened: TestDatabase
  const buses: LiveBus[] = []
  let first: TestApp
  let second: TestApp

  beforeAll(async () => {
    opened = await openTestDatabase('postgres')
    for (let instance = 0; instance < 2; instance += 1) {
      buses.push(await createLiveBus({ redisUrl: 'redis://127.0.0.1:6379' }))
    }
    const jwtSecret = new Uint8Array(32).fill(9)
    // Caches far longer than the test: only the message through Redis can make the second refuse.
    first = createTestApp(opened.database, { liveBus: buses[0], jwtSecret, sessionCacheMs: 600_000 })
    second = createTestApp(opened.database, { liveBus: buses[1], jwtSecret, sessionCacheMs: 600_000 })
  }, 120_000)

  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()))
    await opened.dispose()
  })

  it('should refuse on the second instance a token logged out on the first', async () => {
    const token = await signUp(first, uniqueEmail('two-instances'))
    // The second instance now holds the session as active in its cache.
    expect((await second.request('/v2/website/user', withToken(token))).status).toBe(200)

    expect((await first.request('/auth/session', withToken(token, 'DELETE'))).status).toBe(204)

    // Pub/sub delivery is asynchronous; the second refuses as soon as the message arrives.
    await vi.waitFor(
      async () => {
        expect((await second.request('/v2/website/user', withToken(token))).status).toBe(401)
      },
      { timeout: 5000, interval: 20 },
    )
  })

  it('should refuse on the second instance every token ended by "sign out everywhere" on the first', async () => {
    const email = uniqueEmail('two-instances-all')
    const phone = await signUp(first, email)
    const laptop = await signUp(second, email)
    expect((await second.request('/v2/website/user', withToken(phone))).status).toBe(200)
    expect((await second.request('/v2/website/user', withToken(laptop))).status).toBe(200)

    expect((await first.request('/v2/website/user/sessions/end-all', withToken(phone, 'POST'))).status).toBe(204)

    await vi.waitFor(
      async () => {
        expect((await second.request('/v2/website/user', withToken(phone))).status).toBe(401)
        expect((await second.request('/v2/website/user', withToken(laptop))).status).toBe(401)
      },
      { timeout: 5000, interval: 20 },
    )
  })
})
