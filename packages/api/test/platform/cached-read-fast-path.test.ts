// The fast path in front of the app (src/http/cached-read-fast-path.ts) must answer a fresh cached read
// exactly as the whole app does: the same status, the same bytes and every header, in the same order. Two
// servers share one app here: one with the fast path in front, one with the app alone (as before). The
// same request goes to both, and their raw answers are compared.
import { getRequestListener } from '@hono/node-server'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CachedReadFastPath } from '../../src/http/cached-read-fast-path.ts'
import { setLogWriter } from '../../src/http/log.ts'
import { abaOrigin, createTestApp, ligaSurOrigin } from '../helpers/app.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'

type RawAnswer = { status: number; headers: [string, string][]; body: Buffer }

/** One request on a connection of its own; the answer as it came over the wire, body not decoded. */
function send(server: Server, path: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', () => {
        const pairs: [string, string][] = []
        for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
          pairs.push([incoming.rawHeaders[index] ?? '', incoming.rawHeaders[index + 1] ?? ''])
        }
        resolve({ status: incoming.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) })
      })
      incoming.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** Every header but Date, which names the second the answer left (the two answers may straddle one). */
function withoutDate(answer: RawAnswer): RawAnswer {
  return { ...answer, headers: answer.headers.filter(([name]) => name.toLowerCase() !== 'date') }
}

/** Every header but Date and the request id. */
function withoutDateAndId(answer: RawAnswer): RawAnswer {
  return withoutDate({ ...answer, headers: answer.headers.filter(([name]) => name !== 'x-request-id') })
}

function headerOf(answer: RawAnswer, name: string): string | undefined {
  return answer.headers.find(([candidate]) => candidate.toLowerCase() === name)?.[1]
}

function listening(server: Server): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
}

function closed(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()))
}

describe('given a fast path in front of the app and the app alone, sharing one response cache', () => {
  let testDatabase: TestDatabase
  let fastPath: CachedReadFastPath | undefined
  let withFastPath: Server
  let appAlone: Server
  /** Answers the fast path gave (everything else went to the app). */
  let fastAnswers = 0

  beforeAll(async () => {
    testDatabase = await openTestDatabase('pglite')
    const app = createTestApp(testDatabase.database, {
      onCachedReadFastPath: (created) => {
        fastPath = created
      },
    })
    const appListener = getRequestListener(app.fetch, { hostname: '0.0.0.0' })
    withFastPath = createServer((incoming, outgoing) => {
      if (fastPath?.answer(incoming, outgoing)) {
        fastAnswers += 1
        return
      }
      void appListener(incoming, outgoing)
    })
    appAlone = createServer(appListener)
    await Promise.all([listening(withFastPath), listening(appAlone)])
  })

  afterAll(async () => {
    await Promise.all([closed(withFastPath), closed(appAlone)])
    await testDatabase.dispose()
  })

  /**
   * The same request to both servers, after two through the fast path's server: the first may fill the
   * response cache, the second is a hit through the app, whose headers the fast path then has.
   */
  async function bothAnswers(path: string, headers: Record<string, string>, method = 'GET') {
    await send(withFastPath, path, headers, method)
    await send(withFastPath, path, headers, method)
    const before = fastAnswers
    const fast = await send(withFastPath, path, headers, method)
    const answeredFast = fastAnswers > before
    const chain = await send(appAlone, path, headers, method)
    return { fast, chain, answeredFast }
  }

  const clients = [
    { client: 'aba', origin: abaOrigin },
    { client: 'liga-sur', origin: ligaSurOrigin },
  ]
  const encodings = [
    { accept: 'gzip', encoding: 'gzip' },
    { accept: 'gzip, deflate, br', encoding: 'br' },
    { accept: 'identity', encoding: undefined },
  ]

  describe.each(clients)('for $client', ({ origin }) => {
    it.each(encodings)(
      'should answer Accept-Encoding $accept with the bytes and every header the app sends',
      async ({ accept, encoding }) => {
        const headers = { Origin: origin, 'Accept-Encoding': accept, 'X-Request-Id': `fast-path-${accept.length}` }
        const { fast, chain, answeredFast } = await bothAnswers('/v2/website/config', headers)
        expect(answeredFast).toBe(true)
        expect(fast.status).toBe(200)
        expect(headerOf(fast, 'content-encoding')).toBe(encoding)
        expect(headerOf(fast, 'access-control-allow-origin')).toBe(origin)
        expect(withoutDate(fast)).toEqual(withoutDate(chain))
      },
    )

    it('should answer If-None-Match with the 304 the app sends', async () => {
      const first = await send(withFastPath, '/v2/website/config', { Origin: origin, 'Accept-Encoding': 'br' })
      const entityTag = headerOf(first, 'etag') ?? ''
      expect(entityTag).not.toBe('')
      const headers = { Origin: origin, 'Accept-Encoding': 'br', 'If-None-Match': entityTag, 'X-Request-Id': 'again' }
      const { fast, chain, answeredFast } = await bothAnswers('/v2/website/config', headers)
      expect(answeredFast).toBe(true)
      expect(fast.status).toBe(304)
      expect(fast.body.byteLength).toBe(0)
      expect(withoutDate(fast)).toEqual(withoutDate(chain))
    })
  })

  it('should keep the two clients apart', async () => {
    const aba = await bothAnswers('/v2/website/config', { Origin: abaOrigin, 'Accept-Encoding': 'identity' })
    const ligaSur = await bothAnswers('/v2/website/config', { Origin: ligaSurOrigin, 'Accept-Encoding': 'identity' })
    expect(aba.answeredFast && ligaSur.answeredFast).toBe(true)
    expect(JSON.parse(aba.fast.body.toString('utf8'))).toMatchObject({ slug: 'aba' })
    expect(JSON.parse(ligaSur.fast.body.toString('utf8'))).toMatchObject({ slug: 'liga-sur' })
  })

  it("should answer each origin of one client with its own CORS origin, not the first reader's", async () => {
    const other = 'http://127.0.0.1:3000'
    const { fast, chain, answeredFast } = await bothAnswers('/v2/website/config', {
      Origin: other,
      'X-Request-Id': 'other',
    })
    expect(answeredFast).toBe(true)
    expect(headerOf(fast, 'access-control-allow-origin')).toBe(other)
    expect(withoutDate(fast)).toEqual(withoutDate(chain))
  })

  it('should resolve the client from Host when no Origin is sent, as the app does', async () => {
    const { fast, chain, answeredFast } = await bothAnswers('/v2/website/config', {
      Host: 'localhost',
      'Accept-Encoding': 'gzip',
      'X-Request-Id': 'by-host',
    })
    expect(answeredFast).toBe(true)
    expect(headerOf(fast, 'access-control-allow-origin')).toBeUndefined()
    expect(withoutDate(fast)).toEqual(withoutDate(chain))
  })

  it('should give each answer a request id of its own when the caller sends none', async () => {
    const { fast, chain, answeredFast } = await bothAnswers('/v2/website/config', { Origin: abaOrigin })
    expect(answeredFast).toBe(true)
    const again = await send(withFastPath, '/v2/website/config', { Origin: abaOrigin })
    const ids = [fast, chain, again].map((answer) => headerOf(answer, 'x-request-id'))
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    }
    expect(new Set(ids).size).toBe(3)
    expect(withoutDateAndId(fast)).toEqual(withoutDateAndId(chain))
  })

  it('should log one cached answer in the sample, whichever path served it', async () => {
    const lines: Record<string, unknown>[] = []
    const previous = setLogWriter((line) => lines.push(JSON.parse(line) as Record<string, unknown>))
    try {
      // The test app logs one cached answer in 100: 200 of them, through the fast path, log two.
      await send(withFastPath, '/v2/website/config', { Origin: abaOrigin, 'X-Request-Id': 'warm' })
      const before = fastAnswers
      for (let index = 0; index < 200; index += 1) {
        await send(withFastPath, '/v2/website/config', { Origin: abaOrigin, 'X-Request-Id': 'sampled' })
      }
      expect(fastAnswers - before).toBe(200)
    } finally {
      setLogWriter(previous)
    }
    const sampled = lines.filter((line) => line['requestId'] === 'sampled')
    // 200 answers in a row hold two hundredths, wherever the count stood before.
    expect(sampled).toHaveLength(2)
    expect(sampled[0]).toMatchObject({
      message: 'request',
      method: 'GET',
      path: '/v2/website/config',
      status: 200,
      cache: 'hit',
      sampledOneIn: 100,
    })
  })

  const forTheApp: { case: string; headers: Record<string, string>; path?: string; method?: string }[] = [
    { case: 'a bearer token', headers: { Origin: abaOrigin, Authorization: 'Bearer not-a-token' } },
    { case: 'an unknown site', headers: { Origin: 'http://unknown.example' } },
    { case: 'headers above the limit', headers: { Origin: abaOrigin, 'X-Padding': 'x'.repeat(9000) } },
    { case: 'a query the route refuses', headers: { Origin: abaOrigin }, path: '/v2/website/config?%00' },
    { case: 'a HEAD request', headers: { Origin: abaOrigin }, method: 'HEAD' },
  ]
  it.each(forTheApp)('should leave $case to the app', async ({ headers, path, method }) => {
    const address = path ?? '/v2/website/config'
    const withId = { ...headers, 'X-Request-Id': 'to-the-app' }
    const { fast, chain, answeredFast } = await bothAnswers(address, withId, method)
    expect(answeredFast).toBe(false)
    expect(withoutDate(fast)).toEqual(withoutDate(chain))
  })
})
