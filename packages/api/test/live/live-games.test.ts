// Live games through the API on PGlite and PostgreSQL: operators post events (idempotent, sequenced, one
// transaction), everyone reads the state and follows the SSE stream, which resumes with no gap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LiveGameEvent } from '@league/live/events'
import type {
  LiveConflict,
  LiveEventResult,
  LiveGameStateResponse,
  LiveScores,
  LiveStreamEvent,
} from '../../src/contract/live.ts'
import { eq } from 'drizzle-orm'
import { boxScoreLines, games, players } from '../../src/db/schema/league.ts'
import { onComputedCacheInvalidated } from '../../src/queries/computed-cache.ts'
import { forgetFoldedStates, onGameWentLive } from '../../src/live/game-log.ts'
import { createMemoryBus } from '../../src/live/memory-bus.ts'
import { grantOperator } from '../../src/live/operators.ts'
import { createTimerApp, type VenueClock } from '../../src/timer/timer-app.ts'
import {
  abaOrigin,
  createTestApp,
  jsonRequest,
  ligaSurOrigin,
  signUp,
  uniqueEmail,
  type TestApp,
  markAddressVerified,
} from '../helpers/app.ts'
import { availableDatabaseKinds, type TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { readSse } from './sse.ts'
import { reopenGame } from '../../src/live/reopenings.ts'

const kinds = await availableDatabaseKinds()

describe.each(kinds)('given live game 22-6 on %s', (kind) => {
  let opened: TestDatabase
  let app: TestApp
  let clock = Date.UTC(2026, 10, 22, 19, 0, 0)
  let operatorToken = ''
  let fanToken = ''
  let sequence = 0
  const bus = createMemoryBus()
  let timer: ReturnType<typeof createTimerApp>

  beforeAll(async () => {
    opened = await openImportedTestDatabase(kind)
    app = createTestApp(opened.database, { liveNow: () => clock, liveHeartbeatMs: 50, liveBus: bus })
    timer = createTimerApp({ database: opened.database, bus, now: () => clock, heartbeatMs: 50 })
    const register = (email: string) => signUp(app, email, { name: 'Scorer' })
    const operatorEmail = uniqueEmail('operator')
    operatorToken = await register(operatorEmail)
    fanToken = await register(uniqueEmail('fan'))
    await markAddressVerified(opened.database, operatorEmail)
    await grantOperator(opened.database, operatorEmail, 'aba')
    // Every game of the imported season is finished: the league reopens this one for the test's scorer.
    await reopenGame(opened.database, {
      client: 'aba',
      game: '22-6',
      reason: 'scored again by the test suite',
      reopenedBy: 'test',
    })
  }, 120_000)

  afterAll(async () => {
    await opened.dispose()
  })

  function post(
    event: LiveGameEvent,
    options: { key?: string; expected?: number; token?: string; origin?: string } = {},
  ) {
    return app.request(
      '/v2/live/games/22-6/events',
      jsonRequest(
        'POST',
        {
          idempotencyKey: options.key ?? `key-${kind}-${sequence + 1}-${event.type}`,
          expectedSequence: options.expected ?? sequence,
          event,
        },
        { Authorization: `Bearer ${options.token ?? operatorToken}`, Origin: options.origin ?? abaOrigin },
      ),
    )
  }

  async function record(event: LiveGameEvent, secondsLater = 1): Promise<LiveEventResult> {
    clock += secondsLater * 1000
    const response = await post(event)
    const body = (await response.json()) as LiveEventResult
    expect({ status: response.status, body }).toMatchObject({ status: 200, body: { outcome: 'stored' } })
    sequence = body.event.sequence
    return body
  }

  it('should refuse events from a fan and from another client', async () => {
    const fan = await post({ type: 'clock_start' }, { token: fanToken })
    expect(fan.status).toBe(403)
    expect(((await fan.json()) as { error: { message: string } }).error.message).toContain('not an operator')
    // An aba operator's token is bound to aba: another client refuses it as a sign-in (401 wrong_client).
    expect((await post({ type: 'clock_start' }, { origin: ligaSurOrigin })).status).toBe(401)
    expect((await app.request('/v2/live/games/99-99', { headers: { Origin: abaOrigin } })).status).toBe(404)
  })

  it('should start the game and give every answer the state after the event', async () => {
    // The first event makes the game live, once: the sites are told so its pages switch to the live header.
    const wentLive: string[] = []
    const stopListening = onGameWentLive((game) => wentLive.push(game))
    await record({ type: 'starting_lineup', teamId: 'ZAD', playerIds: ['1221', '2357', '2633', '2881', '2852'] })
    await record({ type: 'starting_lineup', teamId: 'SCD', playerIds: ['4182', '3737', '3656', '2560', '2853'] })
    stopListening()
    expect(wentLive).toEqual(['22-6'])
    await record({ type: 'period_start', period: 1 })
    const started = await record({ type: 'clock_start' })
    expect(started.state.clocks).toMatchObject({ period: 1, gameClockSeconds: 600, gameClockRunning: true })
    const scored = await record({ type: 'shot', teamId: 'ZAD', playerId: '2881', points: 2, made: true }, 30)
    expect(scored.state.home.score).toBe(2)
    expect(scored.state.clocks.gameClockSeconds).toBe(570)
    expect(scored.state.players['2881']?.counts.points).toBe(2)
  })

  it('should answer a duplicate with the stored event and store nothing', async () => {
    const key = `duplicate-${kind}`
    clock += 1000
    const first = (await (await post({ type: 'clock_stop' }, { key })).json()) as LiveEventResult
    sequence = first.event.sequence
    const again = await post({ type: 'clock_stop' }, { key, expected: first.event.sequence - 1 })
    const body = (await again.json()) as LiveEventResult
    expect(again.status).toBe(200)
    expect(body.outcome).toBe('duplicate')
    expect(body.event).toEqual(first.event)
    expect(body.state.sequence).toBe(first.event.sequence)
  })

  it('should refuse the key of a stored event sent with a different event, with 422, and store nothing', async () => {
    const key = `duplicate-${kind}`
    const reused = await post({ type: 'clock_start' }, { key })
    expect(reused.status).toBe(422)
    const body = (await reused.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('idempotency_key_reused')
    expect(body.error.message).toContain('new key')
    const state = (await (await app.request('/v2/live/games/22-6', { headers: { Origin: abaOrigin } })).json()) as {
      sequence: number
    }
    expect(state.sequence).toBe(sequence)
    // The retry of the event the key was first used for is still answered as a duplicate.
    const retried = await post({ type: 'clock_stop' }, { key, expected: sequence - 1 })
    expect(retried.status).toBe(200)
    expect(((await retried.json()) as LiveEventResult).outcome).toBe('duplicate')
  })

  it('should answer a stale sequence with 409 and the current state', async () => {
    const stale = await post({ type: 'clock_start' }, { expected: sequence - 2, key: `stale-${kind}` })
    expect(stale.status).toBe(409)
    const body = (await stale.json()) as LiveConflict
    expect(body.error.code).toBe('stale_sequence')
    expect(body.state.sequence).toBe(sequence)
  })

  it('should refuse a rule-breaking event with the scorer message and leave the log as it was', async () => {
    const refused = await post({ type: 'clock_stop' })
    expect(refused.status).toBe(422)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'The game clock is already stopped.',
    )
    const substitution = await post({ type: 'substitution', teamId: 'ZAD', playerIn: '3950', playerOut: '3565' })
    expect(substitution.status).toBe(422)
    expect(((await substitution.json()) as { error: { message: string } }).error.message).toMatch(/is not on the court/)
    const state = (await (
      await app.request('/v2/live/games/22-6', { headers: { Origin: abaOrigin } })
    ).json()) as LiveGameStateResponse
    expect(state.sequence).toBe(sequence)
  })

  it.each([
    {
      play: 'a basket by a bench player',
      event: { type: 'shot', teamId: 'ZAD', playerId: '3950', points: 2, made: true },
      message: /is not on court, so cannot be credited with a shot: record the substitution first/,
    },
    {
      play: 'an unsportsmanlike foul by a bench player',
      event: { type: 'foul', teamId: 'ZAD', playerId: '3950', kind: 'unsportsmanlike' },
      message: /only get a technical or disqualifying foul/,
    },
    {
      play: 'a personal foul charged to the coach',
      event: { type: 'foul', teamId: 'SCD', kind: 'personal', offender: 'coach' },
      message: /a coach can only be charged with a technical or disqualifying foul/,
    },
    {
      play: 'a change of the start of the quarter',
      event: { type: 'correction', cancelsSequence: 3, replacement: { type: 'timeout', teamId: 'ZAD' } },
      message: /frames the game and cannot be cancelled/,
    },
    {
      play: 'a play inserted after an event that does not exist',
      event: { type: 'insertion', afterSequence: 999, event: { type: 'timeout', teamId: 'ZAD' } },
      message: 'There is no event 999 to insert a play after.',
    },
  ] satisfies { play: string; event: LiveGameEvent; message: RegExp | string }[])(
    'should refuse $play with 422 and words a scorer understands',
    async ({ play, event, message }) => {
      const refused = await post(event, { key: `refused-${kind}-${play.replaceAll(' ', '-')}` })
      expect(refused.status).toBe(422)
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(message)
    },
  )

  it('should rebuild the same state from the table after a restart', async () => {
    const before = (await (
      await app.request('/v2/live/games/22-6', { headers: { Origin: abaOrigin } })
    ).json()) as LiveGameStateResponse
    forgetFoldedStates(opened.database)
    const restarted = createTestApp(opened.database, { liveNow: () => clock })
    const after = (await (
      await restarted.request('/v2/live/games/22-6', { headers: { Origin: abaOrigin } })
    ).json()) as LiveGameStateResponse
    expect(after).toEqual(before)
  })

  it('should stream a snapshot, then live events, and resume after a drop with no gap or duplicate', async () => {
    const first = readSse(app, '/v2/live/games/22-6/stream')
    const snapshot = await first.next()
    expect(snapshot.event).toBe('snapshot')
    expect(snapshot.id).toBe(`22-6:1:${sequence}`)
    await record({ type: 'clock_start' })
    const live = await first.next()
    expect(live).toMatchObject({ event: 'live', id: `22-6:1:${sequence}` })
    expect(JSON.parse(live.data)).toMatchObject({ serverTime: clock, event: { sequence } })
    const dropAt = sequence
    first.close()
    // Three events while the screen is disconnected.
    await record({ type: 'shot', teamId: 'SCD', playerId: '3737', points: 3, made: true }, 10)
    await record({ type: 'rebound', teamId: 'SCD', playerId: '2853', kind: 'defensive' }, 10)
    await record({ type: 'shot', teamId: 'ZAD', playerId: '2633', points: 2, made: false }, 10)
    const resumed = readSse(app, '/v2/live/games/22-6/stream', `22-6:1:${dropAt}`)
    const received = [await resumed.next(), await resumed.next(), await resumed.next()]
    expect(received.map((message) => message.id)).toEqual([1, 2, 3].map((step) => `22-6:1:${dropAt + step}`))
    expect(JSON.parse(received[0]?.data ?? '{}')).toMatchObject({ away: { score: 3 } })
    await record({ type: 'assist', teamId: 'ZAD', playerId: '2881' })
    const next = await resumed.next()
    expect(next.id).toBe(`22-6:1:${dropAt + 4}`)
    // The game's venue streams it too, from a snapshot of the same state.
    const venue = readSse(app, '/v2/live/venues/dvorana-kresimir-cosic/stream')
    expect(await venue.next()).toMatchObject({ event: 'snapshot', id: `22-6:1:${dropAt + 4}` })
    await record({ type: 'steal', teamId: 'SCD', playerId: '3737' })
    expect((await venue.next()).id).toBe(`22-6:1:${dropAt + 5}`)
    venue.close()
    expect((await app.request('/v2/live/venues/nowhere', { headers: { Origin: abaOrigin } })).status).toBe(404)
    expect((await resumed.next()).id).toBe(`22-6:1:${dropAt + 5}`)
    const heartbeat = await resumed.nextComment()
    expect(heartbeat).toMatch(/^heartbeat \d+$/)
    resumed.close()
  })

  it("should answer the venue's clocks on the timer API, as JSON and as a stream", async () => {
    const reading = await timer.request('/clock?venue=dvorana-kresimir-cosic', { headers: { Origin: abaOrigin } })
    const body = (await reading.json()) as VenueClock
    expect(body).toMatchObject({
      venue: 'dvorana-kresimir-cosic',
      game: '22-6',
      clocks: { period: 1, serverTime: clock },
    })
    expect(body.clocks?.gameClockRunning).toBe(true)
    const stream = readSse(timer, '/clock/stream?venue=dvorana-kresimir-cosic')
    expect(JSON.parse((await stream.next()).data)).toMatchObject({ game: '22-6' })
    await record({ type: 'clock_stop' }, 5)
    const afterStop = JSON.parse((await stream.next()).data) as VenueClock
    expect(afterStop.clocks).toMatchObject({ gameClockRunning: false, serverTime: clock })
    stream.close()
    // A hall of the league with no game going on: the screens wait, so it answers nulls rather than an error.
    const quiet = await timer.request('/clock?venue=arena-stozice', { headers: { Origin: abaOrigin } })
    expect(quiet.status).toBe(200)
    expect((await quiet.json()) as VenueClock).toEqual({ venue: 'arena-stozice', game: null, clocks: null })
    const unknown = await timer.request('/clock?venue=nowhere', { headers: { Origin: abaOrigin } })
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toContain('no venue "nowhere"')
    const unknownStream = await timer.request('/clock/stream?venue=nowhere', { headers: { Origin: abaOrigin } })
    expect(unknownStream.status).toBe(404)
    const document = (await (await timer.request('/openapi.json')).json()) as { paths: Record<string, unknown> }
    expect(Object.keys(document.paths)).toEqual(['/clock', '/clock/stream'])
  })

  it("should list the client's games in progress with their score and clocks, and stream their events", async () => {
    const response = await app.request('/v2/live/scores', { headers: { Origin: abaOrigin } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const scores = (await response.json()) as LiveScores
    expect(scores.games).toEqual([
      expect.objectContaining({ gameId: '22-6', sequence, home: { score: 2 }, away: { score: 3 } }),
    ])
    expect(scores.games[0]?.clocks).toMatchObject({ period: 1, phase: 'period', serverTime: clock })
    const other = await app.request('/v2/live/scores', { headers: { Origin: ligaSurOrigin } })
    expect(((await other.json()) as LiveScores).games).toEqual([])
    const unknown = await app.request('/v2/live/scores', { headers: { Origin: 'http://nowhere.example' } })
    expect(unknown.status).toBe(400)

    const stream = readSse(app, '/v2/live/scores/stream')
    const snapshot = await stream.next()
    expect(snapshot.event).toBe('snapshot')
    expect((JSON.parse(snapshot.data) as LiveScores).games.map((game) => game.gameId)).toEqual(['22-6'])
    await record({ type: 'clock_start' })
    await record({ type: 'shot', teamId: 'ZAD', playerId: '2881', points: 3, made: true }, 4)
    const started = await stream.next()
    expect(started).toMatchObject({ event: 'live', id: `22-6:1:${sequence - 1}` })
    const scored = JSON.parse((await stream.next()).data) as LiveStreamEvent
    expect(scored).toMatchObject({ gameId: '22-6', home: { score: 5 }, away: { score: 3 }, clocks: { period: 1 } })
    stream.close()
  })

  it('should write the final box score like an imported game and invalidate the computed caches', async () => {
    let invalidated = 0
    const stopListening = onComputedCacheInvalidated(() => {
      invalidated += 1
    })
    await record({ type: 'period_end', period: 1 })
    for (const period of [2, 3, 4]) {
      await record({ type: 'period_start', period })
      await record({ type: 'period_end', period })
    }
    const final = await record({ type: 'game_end' })
    stopListening()
    expect(final.state.phase).toBe('final')
    expect(invalidated).toBeGreaterThan(0)
    const [game] = await opened.database.select().from(games).where(eq(games.slug, '22-6'))
    expect(game).toMatchObject({
      status: 'played',
      homeScore: final.state.home.score,
      awayScore: final.state.away.score,
      homePeriodScores: final.state.home.periodScores,
    })
    const lines = await opened.database
      .select({ sourceId: players.sourceId, points: boxScoreLines.points, pir: boxScoreLines.pir })
      .from(boxScoreLines)
      .innerJoin(players, eq(players.id, boxScoreLines.playerId))
      .where(eq(boxScoreLines.gameId, game?.id ?? 0))
    expect(lines.find((line) => line.sourceId === 3737)).toMatchObject({
      points: 3,
      pir: final.state.players['3737']?.pir,
    })
    expect(lines).toHaveLength(Object.keys(final.state.players).length)
    const scoresAfter = await app.request('/v2/live/scores', { headers: { Origin: abaOrigin } })
    expect(((await scoresAfter.json()) as LiveScores).games).toEqual([])
    const after = await post({ type: 'clock_start' })
    expect(after.status).toBe(422)
    // Its result is official again: the reopening closed with the game_end.
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe('game_finished')
  })
})
