// The screens directive: anyone reads what a game's broadcast and tv-stats screens show; only the client's
// operators change it, and every change reaches the game's and the venue's streams as a `screens` event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ScreensDirective, ScreensDirectiveRequest } from '../../src/contract/screens.ts'
import { createMemoryBus } from '../../src/live/memory-bus.ts'
import { grantOperator } from '../../src/live/operators.ts'
import {
  abaOrigin,
  createTestApp,
  jsonRequest,
  signUp,
  uniqueEmail,
  type TestApp,
  markAddressVerified,
} from '../helpers/app.ts'
import { availableDatabaseKinds, type TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { readSse } from './sse.ts'

const kinds = await availableDatabaseKinds()

describe.each(kinds)('given game 22-6 and its screens on %s', (kind) => {
  let opened: TestDatabase
  let app: TestApp
  let operatorToken = ''
  let fanToken = ''

  beforeAll(async () => {
    opened = await openImportedTestDatabase(kind)
    app = createTestApp(opened.database, { liveHeartbeatMs: 50, liveBus: createMemoryBus() })
    const register = (email: string) => signUp(app, email, { name: 'Screens' })
    const operatorEmail = uniqueEmail('operator')
    operatorToken = await register(operatorEmail)
    fanToken = await register(uniqueEmail('fan'))
    await markAddressVerified(opened.database, operatorEmail)
    await grantOperator(opened.database, operatorEmail, 'aba')
  }, 120_000)

  afterAll(async () => {
    await opened.dispose()
  })

  function put(body: unknown, token = operatorToken) {
    return app.request('/v2/live/games/22-6/screens', jsonRequest('PUT', body, { Authorization: `Bearer ${token}` }))
  }

  async function read(): Promise<{ status: number; body: ScreensDirective }> {
    const response = await app.request('/v2/live/games/22-6/screens', { headers: { Origin: abaOrigin } })
    return { status: response.status, body: (await response.json()) as ScreensDirective }
  }

  it('should answer the default before any operator choice, and 404 for an unknown game', async () => {
    expect(await read()).toEqual({
      status: 200,
      body: {
        gameId: '22-6',
        broadcast: { lowerThird: null },
        tvStats: { graphic: 'team-comparison' },
        revision: 0,
        updatedAt: null,
      },
    })
    const missing = await app.request('/v2/live/games/99-99/screens', { headers: { Origin: abaOrigin } })
    expect(missing.status).toBe(404)
  })

  it('should refuse a fan, a stranger, a player card without its player and a player of another game', async () => {
    const choice: ScreensDirectiveRequest = { broadcast: { lowerThird: null }, tvStats: { graphic: 'standings' } }
    expect((await put(choice, fanToken)).status).toBe(403)
    const anonymous = await app.request('/v2/live/games/22-6/screens', jsonRequest('PUT', choice))
    expect(anonymous.status).toBe(401)
    const withoutPlayer = await put({ broadcast: { lowerThird: null }, tvStats: { graphic: 'player-card' } })
    expect(withoutPlayer.status).toBe(400)
    const stranger = await put({ broadcast: { lowerThird: { playerId: '999999' } }, tvStats: { graphic: 'standings' } })
    expect(stranger.status).toBe(400)
    expect(((await stranger.json()) as { error: { message: string } }).error.message).toBe(
      'Player "999999" does not play in game 22-6.',
    )
    expect((await read()).body.revision).toBe(0)
  })

  it("should store an operator's choice and send it to the game's and the venue's streams", async () => {
    const stored = await put({ broadcast: { lowerThird: { playerId: '2881' } }, tvStats: { graphic: 'game-leaders' } })
    expect(stored.status).toBe(200)
    expect(await stored.json()).toMatchObject({ revision: 1, broadcast: { lowerThird: { playerId: '2881' } } })
    expect((await read()).body).toMatchObject({ revision: 1, tvStats: { graphic: 'game-leaders' } })

    // A screen opened now gets the snapshot, then the directive in force.
    const stream = readSse(app, '/v2/live/games/22-6/stream')
    expect((await stream.next()).event).toBe('snapshot')
    const opening = await stream.next()
    expect(opening.event).toBe('screens')
    expect(opening.id).toBe('')
    expect(JSON.parse(opening.data)).toMatchObject({ gameId: '22-6', revision: 1 })

    const venue = readSse(app, '/v2/live/venues/dvorana-kresimir-cosic/stream')
    const card = { broadcast: { lowerThird: null }, tvStats: { graphic: 'player-card', playerId: '2881' } }
    expect((await put(card)).status).toBe(200)
    const changed = await stream.next()
    expect(changed.event).toBe('screens')
    expect(JSON.parse(changed.data)).toMatchObject({ revision: 2, ...card })
    stream.close()
    // The venue had no live game yet: no snapshot, only the change.
    const atVenue = await venue.next()
    expect({ event: atVenue.event, directive: JSON.parse(atVenue.data) }).toMatchObject({
      event: 'screens',
      directive: { gameId: '22-6', revision: 2 },
    })
    venue.close()
  })
})
