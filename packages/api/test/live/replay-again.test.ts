// A replay run again starts its log over at sequence 1. A stream opened after the first run has already sent
// sequence N; it must take the second run's 1, 2, … as a new game rather than drop them as duplicates (the
// bug this guards against: fans watching the rerun saw a frozen final score).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LiveGameStateResponse, LiveStreamEvent } from '../../src/contract/live.ts'
import { createLiveGames } from '../../src/live/live-games.ts'
import { createMemoryBus } from '../../src/live/memory-bus.ts'
import { replayGame } from '../../src/live/replay.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { availableDatabaseKinds, type TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { readSse } from './sse.ts'

const kinds = await availableDatabaseKinds()

describe.each(kinds)('given 22-6 replayed once already on %s', (kind) => {
  let opened: TestDatabase
  let app: TestApp
  let clock = Date.UTC(2026, 10, 22, 19, 0, 0)
  const bus = createMemoryBus()
  const liveGames = createLiveGames({ bus, now: () => clock })
  let clientId = 0

  const replay = () =>
    replayGame(
      {
        database: opened.database,
        liveGames,
        clientId,
        clientSlug: 'aba',
        waitUntil: async (at) => {
          clock = Math.max(clock, at)
        },
      },
      '22-6',
      { speed: 20 },
    )

  beforeAll(async () => {
    opened = await openImportedTestDatabase(kind)
    app = createTestApp(opened.database, { liveNow: () => clock, liveHeartbeatMs: 60_000, liveBus: bus })
    const [client] = await opened.database.query.clients.findMany({ where: (table, { eq }) => eq(table.slug, 'aba') })
    clientId = client?.id ?? 0
    await replay()
  }, 180_000)

  afterAll(async () => {
    await opened.dispose()
  })

  it('should send the second run from its first event to a stream opened after the first run', async () => {
    const stream = readSse(app, '/v2/live/games/22-6/stream')
    const snapshot = await stream.next()
    const finalState = JSON.parse(snapshot.data) as LiveGameStateResponse
    expect(snapshot.event).toBe('snapshot')
    expect(finalState.phase).toBe('final')
    expect([finalState.home.score, finalState.away.score]).toEqual([96, 67])

    const rerun = replay()
    const first = await stream.next()
    const second = await stream.next()
    expect([first.event, first.id, second.id]).toEqual(['live', '22-6:2:1', '22-6:2:2'])
    const firstEvent = JSON.parse(first.data) as LiveStreamEvent
    expect([firstEvent.home.score, firstEvent.away.score]).toEqual([0, 0])
    // The whole rerun reaches the stream, up to the same final score.
    const state = await rerun
    let last = second
    while (last.id !== `22-6:2:${state.sequence}`) {
      last = await stream.next()
    }
    const lastEvent = JSON.parse(last.data) as LiveStreamEvent
    expect([lastEvent.home.score, lastEvent.away.score]).toEqual([96, 67])
    stream.close()
  }, 180_000)
})
