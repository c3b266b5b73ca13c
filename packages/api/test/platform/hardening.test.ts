// Issue 12's hardening of the API itself: bounded requests, security headers on every answer, the JWT secret
// required in production.
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveJwtSecret } from '../../src/auth/access-tokens.ts'
import { ConfigurationError } from '@league/client-league/configuration-error'
import { jsonContentSecurityPolicy } from '../../src/http/security-headers.ts'
import { abaOrigin, createTestApp, jsonRequest, type TestApp } from '../helpers/app.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'

type ErrorBody = { error: { code: string; message: string } }

let testDatabase: TestDatabase
let app: TestApp
let productionApp: TestApp

beforeAll(async () => {
  testDatabase = await openTestDatabase('pglite')
  app = createTestApp(testDatabase.database)
  productionApp = createTestApp(testDatabase.database, { production: true })
}, 120_000)

afterAll(async () => {
  await testDatabase.dispose()
})

describe('given request sizes', () => {
  it('should refuse a body over 64 KiB with 413 and say the limit', async () => {
    const response = await app.request(
      '/auth/register',
      jsonRequest('POST', { email: 'big@example.com', password: 'correct horse battery', name: 'x'.repeat(70_000) }),
    )
    expect(response.status).toBe(413)
    const body = (await response.json()) as ErrorBody
    expect(body.error.code).toBe('payload_too_large')
    expect(body.error.message).toContain('64 KiB')
  })

  it('should refuse a streamed body over the limit even without Content-Length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 8) {
          controller.close()
          return
        }
        sent += 1
        controller.enqueue(chunk)
      },
    })
    const response = await app.request('/auth/login', {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': 'application/json', Origin: abaOrigin },
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
  })

  it('should refuse an address over 4,096 characters with 414 and say the limit', async () => {
    const response = await app.request(`/v2/website/config?q=${'a'.repeat(5000)}`, { headers: { Origin: abaOrigin } })
    expect(response.status).toBe(414)
    expect(((await response.json()) as ErrorBody).error.message).toContain('at most 4096')
  })

  it('should refuse headers over 8 KiB with 431 and say the limit', async () => {
    const response = await app.request('/v2/website/config', {
      headers: { Origin: abaOrigin, 'X-Padding': 'a'.repeat(9000) },
    })
    expect(response.status).toBe(431)
    expect(((await response.json()) as ErrorBody).error.code).toBe('headers_too_large')
  })
})

describe('given a NUL character, which PostgreSQL text cannot hold (found by pnpm chaos as 500s)', () => {
  it.each(['/v2/website/games/%00/play-by-play', '/v2/website/players/%00', '/v2/website/news?club=%00'])(
    'should answer %s with a 400 that says why',
    async (path) => {
      const response = await app.request(path, { headers: { Origin: abaOrigin } })
      expect(response.status).toBe(400)
      expect(((await response.json()) as ErrorBody).error.message).toContain('NUL character')
    },
  )

  it('should refuse a JSON body holding \\u0000 with a 400', async () => {
    const response = await app.request(
      '/auth/register',
      jsonRequest('POST', { email: 'nul@example.com', password: 'correct horse battery', name: 'a\u0000b' }),
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as ErrorBody).error.message).toContain('NUL character')
  })
})

describe('given any answer of the API', () => {
  it.each([
    ['a public read', '/v2/website/config', 200],
    ['an error', '/v2/website/no-such-route', 404],
    ['an unknown client', '/v2/website/config?x', 400],
  ])('should send the security headers on %s', async (_name, path, status) => {
    const origin = status === 400 ? 'http://unknown.example' : abaOrigin
    const response = await app.request(path, { headers: { Origin: origin } })
    expect(response.status).toBe(status)
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer')
    expect(response.headers.get('Content-Security-Policy')).toBe(jsonContentSecurityPolicy)
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin')
    expect(response.headers.get('Strict-Transport-Security')).toBeNull()
  })

  it('should add HSTS in production', async () => {
    const response = await productionApp.request('/health')
    expect(response.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/)
  })

  it("should keep the sign-in pop-up's own policy, which lets its nonced script run", async () => {
    const response = await app.request(`/auth/popup?origin=${encodeURIComponent(abaOrigin)}`)
    expect(response.status).toBe(200)
    const policy = response.headers.get('Content-Security-Policy') ?? ''
    expect(policy).toMatch(/script-src 'nonce-[^']+'/)
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
    expect(await response.text()).toContain(`<script nonce="${nonce}">`)
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })
})

describe('given the JWT secret', () => {
  const folder = mkdtempSync(join(tmpdir(), 'league-jwt-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('should refuse to start in production without JWT_SECRET, naming the variable', () => {
    expect(() => resolveJwtSecret({ environmentSecret: undefined, dataFolder: folder, production: true })).toThrow(
      ConfigurationError,
    )
    expect(() => resolveJwtSecret({ environmentSecret: '', dataFolder: folder, production: true })).toThrow(
      /JWT_SECRET is required when NODE_ENV=production/,
    )
  })

  it('should refuse a JWT_SECRET shorter than 32 bytes', () => {
    expect(() => resolveJwtSecret({ environmentSecret: 'short', dataFolder: folder, production: true })).toThrow(
      /at least 32 bytes/,
    )
  })

  it('should generate and then keep a development secret outside production', () => {
    const first = resolveJwtSecret({ environmentSecret: undefined, dataFolder: folder })
    const second = resolveJwtSecret({ environmentSecret: undefined, dataFolder: folder })
    expect(first.byteLength).toBe(48)
    expect(second).toEqual(first)
  })
})

describe('given the API started with NODE_ENV=production and no JWT_SECRET', () => {
  it('should exit 1 with a message naming JWT_SECRET, before creating any state', async () => {
    const stateFolder = join(mkdtempSync(join(tmpdir(), 'league-production-')), 'state')
    const server = fileURLToPath(new URL('../../src/server.ts', import.meta.url))
    const environment: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', API_DATA_DIR: stateFolder }
    delete environment['JWT_SECRET']
    const failure = await promisify(execFile)(process.execPath, ['--import', 'tsx', server], {
      env: environment,
      timeout: 60_000,
    }).then(
      () => undefined,
      (error: unknown) => error as { code: number; stdout: string },
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stdout).toContain('api not started: JWT_SECRET is required when NODE_ENV=production')
    expect(existsSync(stateFolder)).toBe(false)
  })
})
