// Sign-in hardening: limits per account (email) from any address and per address, the caller's address
// taken from X-Forwarded-For only behind a trusted proxy, and the pop-up's target origin matched on scheme,
// host and port against SITE_ORIGINS.
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTrustedProxies } from '@league/client-league/trusted-proxies'
import { clientAddress } from '../../src/http/client-address.ts'
import { parseSiteOrigins } from '../../src/http/site-origins.ts'
import { abaOrigin, createTestApp, jsonRequest, uniqueEmail, type TestApp } from '../helpers/app.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'

let testDatabase: TestDatabase
let app: TestApp
let clock = 0

beforeAll(async () => {
  testDatabase = await openTestDatabase('pglite')
  app = createTestApp(testDatabase.database, {
    accountRateLimit: { limit: 3, windowMs: 15 * 60_000, now: () => clock },
    siteOrigins: 'http://localhost:3000, https://liga-sur.example.com',
  })
}, 60_000)

afterAll(async () => {
  await testDatabase.dispose()
})

const login = (email: string, password = 'wrong password', address = '203.0.113.7') =>
  app.request('/auth/login', jsonRequest('POST', { email, password }, { 'X-Forwarded-For': address }))

describe('given many login attempts for one account', () => {
  it('should refuse the account past its limit from every address, and leave other accounts alone', async () => {
    const email = uniqueEmail('target')
    const statuses = [
      (await login(email, 'one', '203.0.113.1')).status,
      (await login(email, 'two', '203.0.113.2')).status,
      (await login(email.toUpperCase(), 'three', '203.0.113.3')).status,
      (await login(email, 'four', '203.0.113.4')).status,
    ]
    expect(statuses).toEqual([401, 401, 401, 429])
    expect((await login(uniqueEmail('bystander'))).status).toBe(401)
    const registering = await app.request(
      '/auth/register',
      jsonRequest('POST', { email, password: 'correct horse battery', name: 'Again' }),
    )
    expect(registering.status).toBe(429)
    expect(registering.headers.get('Retry-After')).toBe('900')
    clock += 15 * 60_000
    expect((await login(email)).status).toBe(401)
  })
})

/** The address a tiny app sees for a request from `peer` carrying `forwardedFor`. */
async function addressSeen(peer: string, forwardedFor: string | undefined): Promise<string> {
  const address = clientAddress(parseTrustedProxies('10.0.0.0/8, ::1'), () => peer)
  const probe = new Hono().get('/', (context) => context.text(address(context)))
  const response = await probe.request(
    '/',
    forwardedFor === undefined ? {} : { headers: { 'X-Forwarded-For': forwardedFor } },
  )
  return response.text()
}

describe('given the caller address for the per-address limit', () => {
  it.each([
    ['an untrusted peer, whatever it forwards', '198.51.100.9', '1.2.3.4', '198.51.100.9'],
    ['a trusted proxy forwarding the client', '10.0.0.5', '192.0.2.44', '192.0.2.44'],
    ['a chain of trusted proxies', '::ffff:10.0.0.5', '192.0.2.44, 10.1.1.1', '192.0.2.44'],
    ['a forged head of the chain', '10.0.0.5', '6.6.6.6, 192.0.2.44', '192.0.2.44'],
    ['a trusted proxy forwarding nothing', '::1', undefined, '::1'],
    ['a trusted proxy forwarding garbage', '10.0.0.5', 'not-an-address', '10.0.0.5'],
  ])('should count %s', async (_label, peer, forwardedFor, expected) => {
    expect(await addressSeen(peer, forwardedFor)).toBe(expected)
  })

  it('should refuse a TRUSTED_PROXY entry that is not an address', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, proxy.example.com')).toThrow(/not an IP address/)
  })
})

describe('given the pop-up target origin', () => {
  it.each([
    ['http://localhost:3000', 200],
    ['http://127.0.0.1:3000', 400],
    ['http://localhost:3001', 400],
    ['https://localhost:3000', 400],
  ])('should answer %s with %i under SITE_ORIGINS', async (origin, status) => {
    expect((await app.request(`/auth/popup?origin=${encodeURIComponent(origin)}`)).status).toBe(status)
  })

  it('should default to HTTPS on the standard port, and the development port outside production', () => {
    const development = parseSiteOrigins(undefined, false)
    const production = parseSiteOrigins(undefined, true)
    const domains = ['aba.example.com', 'localhost']
    expect(development.allows(new URL('http://localhost:3000'), domains)).toBe(true)
    expect(production.allows(new URL('http://localhost:3000'), domains)).toBe(false)
    expect(production.allows(new URL('https://aba.example.com'), domains)).toBe(true)
    expect(production.allows(new URL('https://aba.example.com:8443'), domains)).toBe(false)
    expect(production.allows(new URL('https://other.example.com'), domains)).toBe(false)
  })

  it('should refuse a SITE_ORIGINS entry that is not an origin', () => {
    expect(() => parseSiteOrigins('https://aba.example.com/path', false)).toThrow(/not an origin/)
  })

  it('should register then sign in from the page, since registration gives no token', async () => {
    const html = await (await app.request(`/auth/popup?origin=${encodeURIComponent(abaOrigin)}`)).text()
    expect(html).toContain("await post('register'")
    expect(html).toContain("await post('login'")
    expect(html).toContain("post('google-link'")
  })
})
