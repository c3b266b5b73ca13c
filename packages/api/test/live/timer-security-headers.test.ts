// The timer API answers arena screens from its own port; its answers carry the same security headers as the
// API's, errors included, and HSTS in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jsonContentSecurityPolicy } from '../../src/http/security-headers.ts'
import { createMemoryBus } from '../../src/live/memory-bus.ts'
import { createTimerApp } from '../../src/timer/timer-app.ts'
import { abaOrigin } from '../helpers/app.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'

let testDatabase: TestDatabase
let timer: ReturnType<typeof createTimerApp>
let productionTimer: ReturnType<typeof createTimerApp>

beforeAll(async () => {
  testDatabase = await openTestDatabase('pglite')
  timer = createTimerApp({ database: testDatabase.database, bus: createMemoryBus() })
  productionTimer = createTimerApp({ database: testDatabase.database, bus: createMemoryBus(), production: true })
}, 120_000)

afterAll(async () => {
  await testDatabase.dispose()
})

describe('given any answer of the timer API', () => {
  it.each([
    ['an unknown venue', '/clock?venue=no-such-hall', abaOrigin, 404],
    ['a bad venue', '/clock?venue=Not%20A%20Slug', abaOrigin, 400],
    ['an unknown client', '/clock?venue=hall', 'http://unknown.example', 400],
    ['an unknown path', '/no-such-path', abaOrigin, 404],
  ])('should send the security headers on %s', async (_name, path, origin, status) => {
    const response = await timer.request(path, { headers: { Origin: origin } })
    expect(response.status).toBe(status)
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer')
    expect(response.headers.get('Content-Security-Policy')).toBe(jsonContentSecurityPolicy)
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin')
    expect(response.headers.get('X-Frame-Options')).toBe('DENY')
    expect(response.headers.get('Strict-Transport-Security')).toBeNull()
  })

  it('should add HSTS in production', async () => {
    const response = await productionTimer.request('/clock?venue=hall', { headers: { Origin: abaOrigin } })
    expect(response.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/)
  })
})
