// Sign-in hardening: growing delays per (email, address) and never per email alone, the caller's address
// taken from X-Forwarded-For only behind a trusted proxy, and the pop-up's target origin matched on scheme,
// host and port against SITE_ORIGINS.
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseTrustedProxies } from '@league/client-league/trusted-proxies'
import { clientAddress } from '../../src/http/client-address.ts'
import { parseSiteOrigins } from '../../src/http/site-origins.ts'
import { abaOrigin, createTestApp, jsonRequest, uniqueEmail, type TestApp } from '../helpers/app.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'

let testDatabase: TestDatabase
let app: TestApp

/** The loopback address the site calls the API from, trusted as a proxy as `npm start` configures it. */
const siteProxy = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }

beforeAll(async () => {
  testDatabase = await openTestDatabase('pglite')
  app = createTestApp(testDatabase.database, {
    siteOrigins: 'http://localhost:3000, https://liga-sur.example.com',
    trustedProxies: '127.0.0.1, ::1',
  })
}, 60_000)

afterAll(async () => {
  await testDatabase.dispose()
})

/** A sign-in through the site: its server forwards the visitor's address. */
const login = (email: string, password: string, address: string) =>
  app.request('/auth/login', jsonRequest('POST', { email, password }, { 'X-Forwarded-For': address }), siteProxy)

describe('given many wrong passwords for one account from one address', () => {
  it('should let the owner sign in from another address at once: nothing is locked per email', async () => {
    const email = uniqueEmail('scorer')
    const password = 'correct horse battery'
    await app.request('/auth/register', jsonRequest('POST', { email, password, name: 'Scorer' }), siteProxy)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 30; attempt += 1) {
      statuses.push((await login(email, `guess ${attempt}`, '203.0.113.66')).status)
    }
    // Five answered at once, then the (email, address) pair waits, longer and longer.
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401])
    expect(statuses.slice(6).every((status) => status === 429)).toBe(true)
    const waiting = await login(email, password, '203.0.113.66')
    expect(waiting.status).toBe(429)
    expect(Number(waiting.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await waiting.json()).toMatchObject({ error: { code: 'rate_limited' } })

    expect((await login(email, password, '198.51.100.20')).status).toBe(200)
  })

  it('should make each further failure wait longer, and forget the failures after a success', async () => {
    const email = uniqueEmail('fan')
    const password = 'correct horse battery'
    await app.request('/auth/register', jsonRequest('POST', { email, password, name: 'Fan' }), siteProxy)
    const address = '203.0.113.90'
    const limited = createTestApp(testDatabase.database, {
      trustedProxies: '127.0.0.1',
      signInLimits: { freeFailures: 2, firstDelaySeconds: 0.001, maxDelaySeconds: 3600 },
    })
    const attempt = (guess: string) =>
      limited.request(
        '/auth/login',
        jsonRequest('POST', { email, password: guess }, { 'X-Forwarded-For': address }),
        siteProxy,
      )
    // Delays of 1 ms pass before the next attempt; the count of failures behind them keeps growing.
    expect((await attempt('one')).status).toBe(401)
    expect((await attempt('two')).status).toBe(401)
    expect((await attempt('three')).status).toBe(401)
    // The third failure's delay (a few ms) may still run when a fast machine answers: the right password
    // goes through once it has passed.
    await vi.waitFor(async () => expect((await attempt(password)).status).toBe(200), { timeout: 5_000, interval: 10 })
    // Forgotten: two free failures again.
    expect((await attempt('four')).status).toBe(401)
    expect((await attempt('five')).status).toBe(401)
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
