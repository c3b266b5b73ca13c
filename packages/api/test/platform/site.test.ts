import { parse } from 'csv-parse/sync'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/client.ts'
import { importSeasons } from '../../src/import/import-seasons.ts'
import { createDemoClock } from '@league/client-league/demo-clock'
import { abaOrigin, createTestApp, ligaSurOrigin, signUp, uniqueEmail, type TestApp } from '../helpers/app.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'

const seasonFolder = fileURLToPath(new URL('../../../../data/aba-2022-23', import.meta.url))
const demoDay = '2023-03-01'

/** Games of the 2022-23 CSV dated after the demo day, counted straight from the file. */
function gamesAfter(day: string): number {
  const rows = parse(readFileSync(`${seasonFolder}/games.csv`), { columns: true }) as { date: string }[]
  return rows.filter((row) => row.date > day).length
}

let testDatabase: TestDatabase
let app: TestApp

beforeAll(async () => {
  testDatabase = await openTestDatabase('pglite')
  await importSeasons(testDatabase.database, [seasonFolder], { clientSlug: 'aba' })
  app = createTestApp(testDatabase.database, { demoClock: createDemoClock(`${demoDay}T12:00:00Z`) })
}, 300_000)

afterAll(async () => {
  await testDatabase.dispose()
})

describe('given the imported 2022-23 ABA season', () => {
  it('should describe the aba site in /config with brand, sponsors and the current season', async () => {
    const response = await app.request('/v2/website/config', { headers: { Origin: abaOrigin } })
    const config = (await response.json()) as Record<string, unknown>
    expect(config).toMatchObject({
      slug: 'aba',
      domain: 'localhost',
      settings: {
        title: 'ABA League',
        colors: { colorButton: '#b83e0b', color1: '#0b1f3a' },
        crest: { faviconSm: 'favicon-16x16.png', androidChromeLg: 'android-chrome-512x512.png' },
        googleAnalyticsId: null,
      },
      currentSeason: { slug: '2022-23' },
    })
    expect(config['sponsors']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Morava Water', url: 'https://example.com/morava-water' }),
      ]),
    )
    expect(config['playerPositions']).toEqual(config['player_positions'])
  })

  it('should list the current season league and count the games after the demo day as scheduled', async () => {
    const response = await app.request('/v2/website/current-season-leagues', { headers: { Origin: abaOrigin } })
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      currentSeasonLeagues: { slug: string; season: { slug: string }; phases: { slug: string }[] }[]
      landingPageLeagues: unknown[]
      currentSeasonTournaments: unknown[]
      scheduledGamesCount: number
    }
    expect(body.currentSeasonLeagues.map((league) => [league.slug, league.season.slug])).toEqual([
      ['aba-league', '2022-23'],
    ])
    expect(body.currentSeasonLeagues[0]?.phases.map((phase) => phase.slug)).toEqual([
      'regular-season',
      'quarterfinal',
      'semifinal',
      'final',
    ])
    expect(body.landingPageLeagues).toEqual(body.currentSeasonLeagues)
    expect(body.currentSeasonTournaments).toEqual([])
    expect(body.scheduledGamesCount).toBe(gamesAfter(demoDay))
    expect(body.scheduledGamesCount).toBeGreaterThan(0)
  })

  it('should refuse a schedule window from a day that does not exist with 400, not 500', async () => {
    for (const day of ['9999-99-99', '2023-02-30', '2023-13-01']) {
      const response = await app.request(`/v2/website/schedule?from=${day}`, { headers: { Origin: abaOrigin } })
      expect({ day, status: response.status }).toEqual({ day, status: 400 })
      expect(JSON.stringify(await response.json())).toContain('expected a date that exists')
    }
    const valid = await app.request('/v2/website/schedule?from=2023-02-28', { headers: { Origin: abaOrigin } })
    expect(valid.status).toBe(200)
  })

  it("should show liga-sur none of aba's leagues", async () => {
    const response = await app.request('/v2/website/current-season-leagues', { headers: { Origin: ligaSurOrigin } })
    expect(await response.json()).toEqual({
      currentSeasonLeagues: [],
      landingPageLeagues: [],
      currentSeasonTournaments: [],
      scheduledGamesCount: 0,
    })
  })

  it("should let a user follow an aba club on aba's site but not on liga-sur's", async () => {
    const token = await signUp(app, uniqueEmail('fan'))
    const client = (origin: string) =>
      createApiClient({
        baseUrl: 'http://api.test',
        origin,
        token,
        fetch: async (input, init) => app.request(input, init),
      })
    const atAba = await client(abaOrigin).follow({ kind: 'club', targetSlug: 'partizan' })
    expect(atAba.follows).toEqual([{ kind: 'club', targetSlug: 'partizan' }])
    // The token was issued on aba's site: liga-sur's refuses it outright.
    await expect(client(ligaSurOrigin).follow({ kind: 'club', targetSlug: 'partizan' })).rejects.toMatchObject({
      status: 401,
      code: 'wrong_client',
    })
    await expect(client(ligaSurOrigin).follows()).rejects.toMatchObject({ status: 401 })
    const afterUnfollow = await client(abaOrigin).unfollow({ kind: 'club', targetSlug: 'partizan' })
    expect(afterUnfollow.follows).toEqual([])
  })

  it('should be ready once games are imported', async () => {
    const response = await app.request('/ready')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ready', games: gamesAfter('0000-00-00') })
  })

  it('should serve config and leagues through the typed client', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test',
      origin: ligaSurOrigin,
      fetch: async (input, init) => app.request(input, init),
    })
    const config = await api.config()
    expect(config.settings.title).toBe('Liga Sur')
    expect((await api.currentSeasonLeagues()).scheduledGamesCount).toBe(0)
  })
})

describe('given the sign-in pop-up', () => {
  it('should post the token to the registered origin that opened it, and to no other', async () => {
    const response = await app.request(`/auth/popup?origin=${encodeURIComponent('http://liga-sur.localhost:3000')}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('const targetOrigin = "http://liga-sur.localhost:3000";')
    expect(html).toContain('window.opener.postMessage({ access_token: accessToken }, targetOrigin)')
    expect(html).not.toContain("postMessage({ access_token: accessToken }, '*')")
    expect(html).toContain('Sign in to Liga Sur')
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
  })

  it.each([
    ['es', '<html lang="es">', 'Iniciar sesión en Liga Sur'],
    ['xx', '<html lang="en">', 'Sign in to Liga Sur'],
  ])("should speak the opener's language %s, and English for one it does not know", async (locale, lang, heading) => {
    const origin = encodeURIComponent('http://liga-sur.localhost:3000')
    const response = await app.request(`/auth/popup?origin=${origin}&locale=${locale}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(lang)
    expect(html).toContain(heading)
  })

  it.each([
    ['an unregistered site', 'https://evil.example.com'],
    ['a registered host behind another scheme', 'javascript://localhost'],
    ['a URL with a path', 'http://localhost:3000/steal'],
    ['a registered host on another port', 'http://localhost:8080'],
    ['a registered host over another scheme', 'https://localhost:3000'],
    ['no URL at all', 'localhost'],
  ])('should refuse %s', async (_label, origin) => {
    const response = await app.request(`/auth/popup?origin=${encodeURIComponent(origin)}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'unregistered_origin' } })
  })
})

describe('given the OpenAPI document', () => {
  it('should be OpenAPI 3.1 with the bearer scheme and list every route the app serves', async () => {
    const document = (await (await app.request('/openapi.json')).json()) as {
      openapi: string
      info: { title: string; version: string }
      servers: unknown[]
      components: { securitySchemes: Record<string, { scheme: string }> }
      paths: Record<string, Record<string, unknown>>
    }
    expect(document.openapi).toBe('3.1.0')
    expect(document.servers.length).toBeGreaterThan(0)
    expect(document.components.securitySchemes['bearerAuth']?.scheme).toBe('bearer')
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`)),
    )
    const served = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
        .filter((route) => route.path !== '/openapi.json' && route.path !== '/reference')
        .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    )
    expect([...served].filter((route) => !documented.has(route))).toEqual([])
    for (const route of [
      'post /auth/google-register',
      'post /auth/google-login',
      'post /auth/register',
      'post /auth/login',
      'post /auth/google-link',
      'get /v2/website/user',
      'patch /v2/website/user',
      'post /v2/website/user/store-fcm',
      'get /v2/website/user/operator',
      'get /v2/website/config',
      'get /v2/website/current-season-leagues',
      'get /v2/website/user/follows',
      'post /v2/website/user/follows',
      'delete /v2/website/user/follows',
      'get /health',
      'get /ready',
    ]) {
      expect(documented).toContain(route)
    }
  })

  it('should render a self-contained reference page naming every path', async () => {
    const response = await app.request('/reference')
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).not.toMatch(/<script[^>]+src=/)
    expect(html).toContain('/v2/website/current-season-leagues')
    expect(html).toContain('/auth/google-login')
  })
})
