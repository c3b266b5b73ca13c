// Resuming a game's stream with Last-Event-ID on a real game (22-6 replayed from its play-by-play, 611
// events; the longest game in data/ has under 700): at several points of the log the resumed stream sends exactly the events after the point,
// each as the log's fold gives it (no gap, no duplicate, the same scoreboards), ending where a fresh stream's
// snapshot stands; an id that cannot be resumed from (ahead of the log, malformed, another game, a previous
// run of the replay, also while a new run is under way) starts from a snapshot at once. The resume query reads
// by the primary key.
import { readClocks } from '@league/live/clock'
import { applyEvent, initialState } from '@league/live/reducer'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LiveGameStateResponse, LiveStreamEvent } from '../../src/contract/live.ts'
import { findLiveGame, readLog, type LiveGame } from '../../src/live/game-log.ts'
import { createLiveGames } from '../../src/live/live-games.ts'
import { createMemoryBus } from '../../src/live/memory-bus.ts'
import { replayGame } from '../../src/live/replay.ts'
import { resumeQuery } from '../../src/live/stream-resume.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { availableDatabaseKinds, type TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { readSse, type SseMessage } from './sse.ts'

const kinds = await availableDatabaseKinds()

const nothing = () => {}

/** A promise and the function that settles it (Promise.withResolvers is past this package's ES target). */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = nothing
  const promise = new Promise<void>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}

describe.each(kinds)('given 22-6 replayed to its end on %s', (kind) => {
  let opened: TestDatabase
  let app: TestApp
  let clock = Date.UTC(2026, 10, 22, 19, 0, 0)
  const bus = createMemoryBus()
  const liveGames = createLiveGames({ bus, now: () => clock })
  let clientId = 0
  let game: LiveGame
  /** Every stream event of the log as the fold of the log gives it, by sequence (index 0 is sequence 1). */
  let folded: LiveStreamEvent[] = []

  /** Replays 22-6 again; `pause`, called before each event is stored with its index, may hold the replay there. */
  const replay = (pause: (index: number) => Promise<void> = async () => {}) => {
    let index = 0
    return replayGame(
      {
        database: opened.database,
        liveGames,
        clientId,
        clientSlug: 'aba',
        waitUntil: async (at) => {
          clock = Math.max(clock, at)
          await pause(index)
          index += 1
        },
      },
      '22-6',
      { speed: 20 },
    )
  }

  /** What the old resume computed: the log applied event by event, the scoreboard after each, read now. */
  async function foldLog(): Promise<LiveStreamEvent[]> {
    let state = initialState(game.setup)
    const events: LiveStreamEvent[] = []
    for (const logged of await readLog(opened.database, game.id)) {
      state = applyEvent(state, logged)
      const side = (team: typeof state.home) => ({
        score: team.score,
        periodScores: team.periodScores,
        inPenalty: team.inPenalty,
        timeoutsLeft: team.timeoutsLeft,
      })
      events.push({
        gameId: '22-6',
        run: game.logRun,
        event: logged,
        home: side(state.home),
        away: side(state.away),
        clocks: readClocks(state, clock),
        serverTime: clock,
      })
    }
    return events
  }

  async function messages(lastEventId: string | undefined, count: number): Promise<SseMessage[]> {
    const stream = readSse(app, '/v2/live/games/22-6/stream', lastEventId)
    const received: SseMessage[] = []
    while (received.length < count) {
      received.push(await stream.next())
    }
    stream.close()
    return received
  }

  beforeAll(async () => {
    opened = await openImportedTestDatabase(kind)
    app = createTestApp(opened.database, { liveNow: () => clock, liveHeartbeatMs: 60_000, liveBus: bus })
    const [client] = await opened.database.query.clients.findMany({ where: (table, { eq }) => eq(table.slug, 'aba') })
    clientId = client?.id ?? 0
    await replay()
    game = await findLiveGame(opened.database, clientId, '22-6')
    folded = await foldLog()
  }, 300_000)

  afterAll(async () => {
    await opened.dispose()
  })

  it('should resume at several points with exactly the events after each, as the fold of the log gives them', async () => {
    const last = folded.length
    expect(last).toBeGreaterThan(600)
    const [snapshot] = await messages(undefined, 1)
    expect(snapshot).toMatchObject({ event: 'snapshot', id: `22-6:1:${last}` })
    const fresh = JSON.parse(snapshot?.data ?? '{}') as LiveGameStateResponse
    for (const point of [0, 1, 250, Math.floor(last / 2), last - 7, last - 1]) {
      const resumed = await messages(`22-6:1:${point}`, last - point)
      expect(resumed.map((message) => message.event)).toEqual(resumed.map(() => 'live'))
      expect(resumed.map((message) => message.id)).toEqual(
        folded.slice(point).map((_, index) => `22-6:1:${point + index + 1}`),
      )
      expect(resumed.map((message) => JSON.parse(message.data) as LiveStreamEvent)).toEqual(folded.slice(point))
      // Where the resumed client ends is where a fresh client starts.
      const end = JSON.parse(resumed.at(-1)?.data ?? '{}') as LiveStreamEvent
      expect([end.home.score, end.away.score]).toEqual([fresh.home.score, fresh.away.score])
      expect(resumed.map((message) => (JSON.parse(message.data) as LiveStreamEvent).event)).toEqual(
        fresh.log.slice(point),
      )
    }
  }, 120_000)

  it('should send nothing before the live events to a client that has the last event', async () => {
    // With a short heartbeat, the first thing the resumed stream sends is a heartbeat: it had nothing to send.
    const quickHeartbeat = createTestApp(opened.database, { liveNow: () => clock, liveHeartbeatMs: 20, liveBus: bus })
    const stream = readSse(quickHeartbeat, '/v2/live/games/22-6/stream', `22-6:1:${folded.length}`)
    expect(await stream.nextComment()).toMatch(/^heartbeat/)
    const events = readSse(quickHeartbeat, '/v2/live/games/22-6/stream', `22-6:1:${folded.length - 1}`)
    expect(await events.next()).toMatchObject({ event: 'live', id: `22-6:1:${folded.length}` })
    events.close()
    stream.close()
  })

  it.each([
    ['ahead of the log', () => `22-6:1:${folded.length + 5}`],
    ['malformed', () => 'not an id'],
    ['of before runs', () => '22-6:57'],
    ['with a sequence that is not a number', () => '22-6:1:5x'],
    ['of another game', () => '22-7:1:5'],
    ['of a run that never was', () => '22-6:9:5'],
  ])('should start from a snapshot for a Last-Event-ID %s', async (_, lastEventId) => {
    const [first] = await messages(lastEventId(), 1)
    expect(first).toMatchObject({ event: 'snapshot', id: `22-6:1:${folded.length}` })
  })

  it('should read the events after the position by the primary key', async () => {
    await opened.database.execute(sql`analyze live_game_events`)
    const query = resumeQuery(opened.database, game.id, folded.length - 10).toSQL()
    // The parameters are numbers: written into the text, EXPLAIN plans the query as the resume runs it.
    const text = query.sql.replace(/\$(\d+)/g, (_, index: string) => String(query.params[Number(index) - 1]))
    const plan = JSON.stringify(await opened.database.execute(sql.raw(`explain ${text}`)))
    expect(plan).toContain('live_game_events_game_id_sequence_pk')
    expect(plan).not.toMatch(/Seq Scan on live_game_events/)
  })

  it('should give a replay run again new ids, and resume an id of the previous run from a snapshot', async () => {
    const previousLast = folded.length
    await replay()
    game = await findLiveGame(opened.database, clientId, '22-6')
    expect(game.logRun).toBe(2)
    const [first] = await messages(`22-6:1:${previousLast - 3}`, 1)
    expect(first).toMatchObject({ event: 'snapshot', id: `22-6:2:${previousLast}` })
    const resumed = await messages(`22-6:2:${previousLast - 3}`, 3)
    expect(resumed.map((message) => message.id)).toEqual([2, 1, 0].map((back) => `22-6:2:${previousLast - back}`))
    expect((JSON.parse(resumed[0]?.data ?? '{}') as LiveStreamEvent).run).toBe(2)
  }, 300_000)

  it("should send the new run's state at once to a client of the previous run while the new run is under way", async () => {
    const previousLast = folded.length
    const storedBeforePause = 30
    const held = deferred()
    const reachedPause = deferred()
    const running = replay(async (index) => {
      if (index === storedBeforePause) {
        reachedPause.resolve()
        await held.promise
      }
    })
    await reachedPause.promise
    // A heartbeat every 20 ms: a stream that had nothing to send would send a heartbeat first.
    const quickHeartbeat = createTestApp(opened.database, { liveNow: () => clock, liveHeartbeatMs: 20, liveBus: bus })
    const newRun = `22-6:3:${storedBeforePause}`
    const stale = [
      // The previous run's last event: ahead of the new run's log.
      ['/v2/live/games/22-6/stream', `22-6:2:${previousLast}`],
      // An event the new run also has by number, but of the previous run.
      ['/v2/live/games/22-6/stream', `22-6:2:${storedBeforePause - 10}`],
      // The venue's screen reconnecting with the previous run's id.
      ['/v2/live/venues/dvorana-kresimir-cosic/stream', `22-6:2:${previousLast}`],
    ] as const
    const streams = stale.map(([path, lastEventId]) => readSse(quickHeartbeat, path, lastEventId))
    for (const stream of streams) {
      const first = await stream.nextEntry()
      expect(first).toMatchObject({ kind: 'message', message: { event: 'snapshot', id: newRun } })
      const snapshot = JSON.parse(first.kind === 'message' ? first.message.data : '{}') as LiveGameStateResponse
      expect(snapshot.sequence).toBe(storedBeforePause)
    }
    held.resolve()
    // The new run's next event follows the snapshot on every stream.
    for (const stream of streams) {
      expect(await stream.next()).toMatchObject({ event: 'live', id: `22-6:3:${storedBeforePause + 1}` })
      stream.close()
    }
    const final = await running
    expect(final.sequence).toBe(previousLast)
  }, 300_000)
})
