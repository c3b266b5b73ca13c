import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { matchesIfNoneMatch } from '../../src/http/cache.ts'
import { ClientDirectory, readClientFiles, seedClients } from '../../src/tenants/clients.ts'
import { selectEncoding } from '../../src/http/compression.ts'
import { setLogWriter } from '../../src/http/log.ts'
import { abaOrigin, createTestApp, jsonRequest, type TestApp } from '../helpers/app.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'

let testDatabase: TestDatabase
let app: TestApp

beforeAll(async () => {
  testDatabase = await openTestDatabase('pglite')
  app = createTestApp(testDatabase.database)
}, 120_000)

afterAll(async () => {
  await testDatabase.dispose()
})

describe('given Accept-Encoding negotiation', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *;q=0.1', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('should pick %j → %j', (header, expected) => {
    expect(selectEncoding(header)).toBe(expected)
  })
})

describe('given If-None-Match', () => {
  it('should match weakly and on any listed tag, and on *', () => {
    expect(matchesIfNoneMatch('W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true)
    expect(matchesIfNoneMatch('"x", W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesIfNoneMatch('*', 'W/"abc"')).toBe(true)
    expect(matchesIfNoneMatch('W/"abd"', 'W/"abc"')).toBe(false)
    expect(matchesIfNoneMatch(undefined, 'W/"abc"')).toBe(false)
  })
})

describe('given a public read (GET /v2/website/config)', () => {
  const headers = { Origin: abaOrigin }

  it('should send an ETag, the public Cache-Control and Vary on Origin and Accept-Encoding', async () => {
    const response = await app.request('/v2/website/config', { headers })
    expect(response.status).toBe(200)
    // Strong: the response cache stores these exact bytes (one tag per encoding).
    expect(response.headers.get('ETag')).toMatch(/^".+"$/)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=30, stale-while-revalidate=300')
    const vary = (response.headers.get('Vary') ?? '').split(',').map((name) => name.trim().toLowerCase())
    expect(vary).toEqual(expect.arrayContaining(['origin', 'accept-encoding']))
    expect(new Set(vary).size).toBe(vary.length)
  })

  it('should answer 304 with no body when If-None-Match carries the same ETag', async () => {
    const first = await app.request('/v2/website/config', { headers })
    const entityTag = first.headers.get('ETag') ?? ''
    const second = await app.request('/v2/website/config', { headers: { ...headers, 'If-None-Match': entityTag } })
    expect(second.status).toBe(304)
    expect(await second.text()).toBe('')
    expect(second.headers.get('ETag')).toBe(entityTag)
    const stale = await app.request('/v2/website/config', { headers: { ...headers, 'If-None-Match': 'W/"old"' } })
    expect(stale.status).toBe(200)
  })

  it('should give different ETags to two clients whose config differs', async () => {
    const aba = await app.request('/v2/website/config', { headers })
    const ligaSur = await app.request('/v2/website/config', { headers: { Origin: 'http://liga-sur.localhost:3000' } })
    expect(aba.headers.get('ETag')).not.toBe(ligaSur.headers.get('ETag'))
  })
})

describe('given a per-user or failed request', () => {
  it('should mark an authenticated read private, no-store and without ETag', async () => {
    const response = await app.request('/v2/website/user', {
      headers: { Origin: abaOrigin, Authorization: 'Bearer x' },
    })
    expect(response.status).toBe(401)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(response.headers.get('ETag')).toBeNull()
  })

  it('should never cache writes', async () => {
    const response = await app.request(
      '/auth/login',
      jsonRequest('POST', { email: 'nobody@example.com', password: 'x' }),
    )
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })
})

// The OpenAPI document is large JSON: a body worth compressing.
async function documentText(): Promise<string> {
  return (await app.request('/openapi.json')).text()
}

describe('given compression', () => {
  it('should answer brotli when accepted, decoding to the same body', async () => {
    const response = await app.request('/openapi.json', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(response.headers.get('Content-Encoding')).toBe('br')
    const compressed = Buffer.from(await response.arrayBuffer())
    const plain = await documentText()
    expect(brotliDecompressSync(compressed).toString('utf8')).toBe(plain)
    expect(compressed.byteLength).toBeLessThan(Buffer.byteLength(plain) / 3)
  })

  it('should answer gzip when only gzip is accepted', async () => {
    const response = await app.request('/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    const compressed = Buffer.from(await response.arrayBuffer())
    expect(gunzipSync(compressed).toString('utf8')).toBe(await documentText())
  })

  it('should send the body as it is without Accept-Encoding and for small bodies', async () => {
    const plain = await app.request('/openapi.json')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    const small = await app.request('/health', { headers: { 'Accept-Encoding': 'br' } })
    expect(small.headers.get('Content-Encoding')).toBeNull()
  })
})

describe('given repeated sign-in attempts from one address', () => {
  it('should answer 429 with Retry-After and a message past the per-address limit, over every sign-in route', async () => {
    const limited = createTestApp(testDatabase.database, {
      signInLimits: { perAddress: { points: 3, windowSeconds: 60 } },
    })
    const attempt = (path: string) =>
      limited.request(path, jsonRequest('POST', { email: 'nobody@example.com', password: 'wrong password' }))
    const statuses: number[] = []
    for (let index = 0; index < 3; index += 1) {
      statuses.push((await attempt('/auth/login')).status)
    }
    expect(statuses).toEqual([401, 401, 401])
    const refused = await attempt('/auth/register')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(60)
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'rate_limited',
        message: expect.stringMatching(/^Too many sign-in attempts from your address; try again in \d+ seconds$/),
      },
    })
  })
})

describe('given errors', () => {
  it('should answer an unknown route with a JSON 404', async () => {
    const response = await app.request('/v2/website/no-such-thing', { headers: { Origin: abaOrigin } })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No route GET /v2/website/no-such-thing' },
    })
  })

  it('should answer malformed JSON with a 400 in the error shape', async () => {
    const response = await app.request('/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: abaOrigin },
      body: '{"email":',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'bad_request' } })
  })

  it('should hide an unexpected error behind a generic 500 and log it with the request id', async () => {
    const lines: string[] = []
    const previous = setLogWriter((line) => lines.push(line))
    try {
      const failing = createTestApp(testDatabase.database)
      failing.get('/boom', () => {
        throw new Error('database password is hunter2')
      })
      const response = await failing.request('/boom', { headers: { 'X-Request-Id': 'trace-1' } })
      expect(response.status).toBe(500)
      const body = (await response.json()) as { error: { code: string; message: string } }
      expect(body.error.code).toBe('internal_error')
      expect(body.error.message).not.toContain('hunter2')
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
      expect(logged).toContainEqual(expect.objectContaining({ level: 'error', requestId: 'trace-1' }))
      expect(logged).toContainEqual(
        expect.objectContaining({
          message: 'request',
          method: 'GET',
          path: '/boom',
          status: 500,
          requestId: 'trace-1',
        }),
      )
    } finally {
      setLogWriter(previous)
    }
  })
})

describe('given a client registered while the API runs', () => {
  it('should serve it once the cached directory is older than its maximum age', async () => {
    let clock = 0
    const directory = new ClientDirectory(testDatabase.database, { maxAgeMs: 60_000, now: () => clock })
    expect(await directory.forHostname('new-league.localhost')).toBeUndefined()
    const [template] = readClientFiles().filter((file) => file.slug === 'liga-sur')
    if (template === undefined) {
      throw new Error('clients/liga-sur/client.json is missing')
    }
    await seedClients(testDatabase.database, [
      { ...template, slug: 'new-league', title: 'New League', domains: ['new-league.localhost'] },
    ])
    expect(await directory.forHostname('new-league.localhost')).toBeUndefined()
    clock += 60_001
    expect((await directory.forHostname('NEW-LEAGUE.localhost'))?.settings.title).toBe('New League')
  })
})
