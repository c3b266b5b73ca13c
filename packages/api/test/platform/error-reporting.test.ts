// Sentry's Node SDK against a local fake ingest endpoint that records the envelopes it receives: our errors
// (5xx) are reported with the request id, a caller's mistakes (4xx) are not.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flushErrorReports, initErrorReporting } from '../../src/http/error-reporting.ts'
import { abaOrigin, createTestApp, type TestApp } from '../helpers/app.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'

type EnvelopeItem = { header: Record<string, unknown>; payload: Record<string, any> }

/** Records every envelope POSTed to /api/<project>/envelope/, as Sentry's ingest would receive it. */
function startFakeIngest(): Promise<{ server: Server; port: number; items: EnvelopeItem[] }> {
  const items: EnvelopeItem[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      let raw = Buffer.concat(chunks)
      if (request.headers['content-encoding'] === 'gzip') {
        raw = gunzipSync(raw)
      }
      const lines = raw
        .toString('utf8')
        .split('\n')
        .filter((line) => line !== '')
      for (let index = 1; index + 1 < lines.length; index += 2) {
        items.push({ header: JSON.parse(lines[index] ?? '{}'), payload: JSON.parse(lines[index + 1] ?? '{}') })
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, items }))
  })
}

let ingest: Awaited<ReturnType<typeof startFakeIngest>>
let testDatabase: TestDatabase
let app: TestApp

beforeAll(async () => {
  ingest = await startFakeIngest()
  testDatabase = await openTestDatabase('pglite')
  initErrorReporting({ dsn: `http://public@127.0.0.1:${ingest.port}/1`, environment: 'test' })
  app = createTestApp(testDatabase.database)
  app.get('/boom', () => {
    throw new Error('the importer left a null where a score belongs')
  })
}, 120_000)

afterAll(async () => {
  await testDatabase.dispose()
  await new Promise((resolve) => ingest.server.close(resolve))
})

const errorEvents = () => ingest.items.filter((item) => item.header['type'] === 'event')

describe('given SENTRY_DSN pointing at an ingest endpoint', () => {
  it('should report an unexpected error (500) with its message and request id', async () => {
    const response = await app.request('/boom', { headers: { 'X-Request-Id': 'trace-42' } })
    expect(response.status).toBe(500)
    expect(await flushErrorReports()).toBe(true)
    await expect.poll(() => errorEvents().length).toBe(1)
    const [event] = errorEvents()
    expect(event?.payload['exception']['values'][0]).toMatchObject({
      type: 'Error',
      value: 'the importer left a null where a score belongs',
    })
    expect(event?.payload['tags']).toMatchObject({ request_id: 'trace-42' })
    expect(event?.payload['environment']).toBe('test')
  })

  it("should not report a caller's mistakes (404, 400)", async () => {
    const before = errorEvents().length
    expect((await app.request('/v2/website/no-such-route', { headers: { Origin: abaOrigin } })).status).toBe(404)
    expect((await app.request('/v2/website/config', { headers: { Origin: 'http://unknown.example' } })).status).toBe(
      400,
    )
    expect(await flushErrorReports()).toBe(true)
    expect(errorEvents().length).toBe(before)
  })
})

describe('given no DSN', () => {
  it('should not start the SDK', () => {
    expect(initErrorReporting({ dsn: undefined })).toBe(false)
    expect(initErrorReporting({ dsn: '' })).toBe(false)
  })
})
