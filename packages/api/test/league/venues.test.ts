// The venues of the league and the game a venue's screens show: the live one, else the next scheduled one
// (under the demo clock), else the last result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { VenueDetail, VenueList } from '../../src/contract/venues.ts'
import { createDemoClock } from '@league/client-league/demo-clock'
import { abaOrigin, createTestApp, jsonRequest, type TestApp } from '../helpers/app.ts'
import { availableDatabaseKinds, type TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { reopenForScoring, signUpScorer } from '../helpers/scorer.ts'

const kinds = await availableDatabaseKinds()

describe.each(kinds)('given the 2022-23 season imported into %s', (kind) => {
  let opened: TestDatabase
  let app: TestApp

  beforeAll(async () => {
    opened = await openImportedTestDatabase(kind)
    app = createTestApp(opened.database)
  }, 120_000)

  afterAll(async () => {
    await opened.dispose()
  })

  async function get<Body>(path: string, from = app): Promise<{ status: number; body: Body }> {
    const response = await from.request(path, { headers: { Origin: abaOrigin } })
    return { status: response.status, body: (await response.json()) as Body }
  }

  it('should list the venues of the imported games with their slugs', async () => {
    const { status, body } = await get<VenueList>('/v2/website/venues')
    expect(status).toBe(200)
    expect(body.venues.length).toBeGreaterThan(10)
    expect(body.venues).toContainEqual(
      expect.objectContaining({ slug: 'dvorana-kresimir-cosic', name: 'Dvorana Krešimir Ćosić' }),
    )
  })

  it('should answer 404 for an unknown venue and 400 for a malformed slug', async () => {
    expect((await get('/v2/website/venues/no-such-hall')).status).toBe(404)
    expect((await get('/v2/website/venues/Not%20A%20Slug')).status).toBe(400)
  })

  it('should show the last result at a venue when nothing is live or scheduled', async () => {
    const { body } = await get<VenueDetail>('/v2/website/venues/dvorana-kresimir-cosic')
    expect(body.currentGame).toMatchObject({
      kind: 'last',
      game: { status: 'played', venue: 'Dvorana Krešimir Ćosić' },
    })
  })

  it('should show the next scheduled game at a venue under the demo clock', async () => {
    const demoApp = createTestApp(opened.database, { demoClock: createDemoClock('2023-01-01') })
    const { body: list } = await get<VenueList>('/v2/website/venues', demoApp)
    const other = list.venues.find((venue) => venue.slug !== 'dvorana-kresimir-cosic' && venue.slug.includes('arena'))
    const { body } = await get<VenueDetail>(`/v2/website/venues/${other?.slug ?? 'none'}`, demoApp)
    expect(body.currentGame?.kind).toBe('next')
    expect(body.currentGame?.game.status).toBe('scheduled')
    expect((body.currentGame?.game.date ?? '') > '2023-01-01').toBe(true)
  })

  it('should show the game live at a venue once an operator records its first event', async () => {
    const token = await signUpScorer(app, opened.database)
    await reopenForScoring(opened.database, '22-6', 'scored again by the test suite')
    const posted = await app.request(
      '/v2/live/games/22-6/events',
      jsonRequest(
        'POST',
        {
          idempotencyKey: `venue-test-${kind}`,
          expectedSequence: 0,
          event: { type: 'starting_lineup', teamId: 'ZAD', playerIds: ['1221', '2357', '2633', '2881', '2852'] },
        },
        { Authorization: `Bearer ${token}` },
      ),
    )
    expect(posted.status).toBe(200)
    // A new app: the first one's response cache keeps the venue's earlier answer for 30 s.
    const fresh = createTestApp(opened.database)
    const response = await fresh.request('/v2/website/venues/dvorana-kresimir-cosic', {
      headers: { Origin: abaOrigin },
    })
    expect(((await response.json()) as VenueDetail).currentGame).toMatchObject({ kind: 'live', game: { slug: '22-6' } })
  })
})
