// GET /v2/live/fantasy/squads/{squad}/stream while 22-6 (Zadar 96–67 SC Derby) is replayed live on the same
// bus: a snapshot first, then `points` events that move the squad's total up to the points of the final box
// score (196.75, see fantasy-live-points.test.ts for the hand computation); 404 and 400 for a bad squad.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LiveSquadPointsAnswer } from '../../src/contract/fantasy-live.ts'
import { selectRows } from '../../src/db/connection.ts'
import { createLiveGames } from '../../src/live/live-games.ts'
import { createMemoryBus } from '../../src/live/memory-bus.ts'
import { replayGame } from '../../src/live/replay.ts'
import { abaOrigin, createTestApp } from '../helpers/app.ts'
import type { TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { createFantasySquad } from './fantasy-squad-fixture.ts'
import { readSse } from './sse.ts'

describe('given a squad following 22-6 replayed live', () => {
  let opened: TestDatabase
  let squadId: number

  beforeAll(async () => {
    opened = await openImportedTestDatabase('pglite')
    squadId = await createFantasySquad(opened.database, '22-6', [
      { sourceId: 2881, slot: 'court', captain: true },
      { sourceId: 2633, slot: 'court', captain: false },
      { sourceId: 2931, slot: 'court', captain: false },
      { sourceId: 4182, slot: 'court', captain: false },
      { sourceId: 2853, slot: 'court', captain: false },
      { sourceId: 4176, slot: 'sixth', captain: false },
      { sourceId: 3950, slot: 'bench', captain: false },
      { sourceId: 1228, slot: 'bench', captain: false },
      { sourceId: 2357, slot: 'bench', captain: false },
      { sourceId: 2483, slot: 'bench', captain: false },
    ])
  }, 120_000)

  afterAll(async () => {
    await opened.dispose()
  })

  it('should push the live total on the events of the game until the final box score points', async () => {
    const bus = createMemoryBus()
    const app = createTestApp(opened.database, { liveBus: bus, liveHeartbeatMs: 600_000 })
    const stream = readSse(app, `/v2/live/fantasy/squads/${squadId}/stream`)
    const snapshot = await stream.next()
    expect(snapshot.event).toBe('snapshot')
    expect((JSON.parse(snapshot.data) as LiveSquadPointsAnswer).squadId).toBe(squadId)

    let clock = Date.UTC(2026, 10, 22, 19, 0, 0)
    const [client] = await selectRows<{ id: number }>(opened.database, sql`SELECT id FROM clients WHERE slug = 'aba'`)
    await replayGame(
      {
        database: opened.database,
        liveGames: createLiveGames({ bus, now: () => clock }),
        clientId: client?.id ?? 0,
        clientSlug: 'aba',
        waitUntil: async (at) => {
          clock = Math.max(clock, at)
        },
      },
      '22-6',
      { speed: 20 },
    )
    const totals: number[] = []
    let points: LiveSquadPointsAnswer | undefined
    while (points?.total !== 196.75) {
      const message = await stream.next()
      expect(message.event).toBe('points')
      points = JSON.parse(message.data) as LiveSquadPointsAnswer
      totals.push(points.total)
    }
    expect(points.round).toBe(1)
    expect(points.liveGames).toEqual(['22-6'])
    expect(new Set(totals).size).toBeGreaterThan(20)
  }, 180_000)

  it('should answer 404 for a squad that does not exist and 400 for one that is not a number', async () => {
    const app = createTestApp(opened.database)
    const headers = { Origin: abaOrigin }
    expect((await app.request('/v2/live/fantasy/squads/999999/stream', { headers })).status).toBe(404)
    expect((await app.request('/v2/live/fantasy/squads/abc/stream', { headers })).status).toBe(400)
  })
})
