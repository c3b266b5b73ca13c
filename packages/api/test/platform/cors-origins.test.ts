// CORS answers only the exact origins (scheme, host, port) of a client's sites: a registered hostname on
// another port or over another scheme may be someone else's server, and must not read a visitor's answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { abaOrigin, createTestApp, ligaSurOrigin, type TestApp } from '../helpers/app.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'

let testDatabase: TestDatabase
let defaultApp: TestApp
let listedApp: TestApp

beforeAll(async () => {
  testDatabase = await openTestDatabase('pglite')
  defaultApp = createTestApp(testDatabase.database)
  listedApp = createTestApp(testDatabase.database, { siteOrigins: 'http://localhost:5601,https://localhost' })
}, 120_000)

afterAll(async () => {
  await testDatabase.dispose()
})

function preflight(app: TestApp, origin: string) {
  return app.request('/v2/website/config', {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
  })
}

describe('given the default site origins (the development site on port 3000)', () => {
  it.each([abaOrigin, ligaSurOrigin])('should allow the exact origin %s', async (origin) => {
    const read = await defaultApp.request('/v2/website/config', { headers: { Origin: origin } })
    expect(read.headers.get('Access-Control-Allow-Origin')).toBe(origin)
    const response = await preflight(defaultApp, origin)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin)
  })

  it.each([
    ['another port', 'http://localhost:9999'],
    ['another scheme', 'https://localhost:3000'],
    ['another port of a second client', 'http://liga-sur.localhost:9999'],
    ['an unregistered host', 'http://aba.example:3000'],
  ])('should refuse %s of a registered host', async (_name, origin) => {
    const response = await preflight(defaultApp, origin)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull()
    const read = await defaultApp.request('/v2/website/config', { headers: { Origin: origin } })
    expect(read.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })
})

describe('given SITE_ORIGINS', () => {
  it('should allow only the listed origins', async () => {
    expect((await preflight(listedApp, 'http://localhost:5601')).headers.get('Access-Control-Allow-Origin')).toBe(
      'http://localhost:5601',
    )
    expect((await preflight(listedApp, 'https://localhost')).headers.get('Access-Control-Allow-Origin')).toBe(
      'https://localhost',
    )
    for (const refused of ['http://localhost:3000', 'http://localhost:5602', 'http://localhost']) {
      expect((await preflight(listedApp, refused)).headers.get('Access-Control-Allow-Origin')).toBeNull()
    }
  })
})
