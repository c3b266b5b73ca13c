// The open event feed (GET /v2/live/games/{game}/events): an imported game's play-by-play as events, a game
// scored live with the stream's sequences, `since` for polling; and the scoresheet of the game scored live.
import type { LiveGameEvent } from '@league/live/events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GameEventFeedSchema, type GameEventFeed } from '../../src/contract/event-feed.ts'
import { createMemoryBus } from '../../src/live/memory-bus.ts'
import { abaOrigin, createTestApp, jsonRequest, type TestApp } from '../helpers/app.ts'
import { availableDatabaseKinds, type TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { readPdfPage } from '../helpers/pdf-text.ts'
import { csvRows } from '../league/csv-season.ts'
import { reopenForScoring, signUpScorer } from '../helpers/scorer.ts'

const kinds = await availableDatabaseKinds()

const final5 = csvRows('aba-2022-23', 'games.csv').find((row) => row['game_id'] === '22_205')

describe.each(kinds)('given the event feed on %s', (kind) => {
  let opened: TestDatabase
  let app: TestApp
  let clock = Date.UTC(2026, 10, 22, 19, 0, 0)
  let operatorToken = ''
  let sequence = 0

  beforeAll(async () => {
    opened = await openImportedTestDatabase(kind)
    app = createTestApp(opened.database, { liveNow: () => clock, liveBus: createMemoryBus() })
    operatorToken = await signUpScorer(app, opened.database)
    await reopenForScoring(opened.database, '22-6', 'scored by the feed tests')
  }, 120_000)

  afterAll(async () => {
    await opened.dispose()
  })

  async function feed(game: string, query = ''): Promise<{ status: number; body: unknown }> {
    const response = await app.request(`/v2/live/games/${game}/events${query}`, { headers: { Origin: abaOrigin } })
    return { status: response.status, body: await response.json() }
  }

  async function validFeed(game: string, query = ''): Promise<GameEventFeed> {
    const { status, body } = await feed(game, query)
    expect(status).toBe(200)
    return GameEventFeedSchema.parse(body)
  }

  async function record(event: LiveGameEvent): Promise<void> {
    clock += 5000
    const response = await app.request(
      '/v2/live/games/22-6/events',
      jsonRequest(
        'POST',
        { idempotencyKey: `feed-${kind}-${sequence + 1}`, expectedSequence: sequence, event },
        { Authorization: `Bearer ${operatorToken}` },
      ),
    )
    expect(response.status).toBe(200)
    sequence = ((await response.json()) as { event: { sequence: number } }).event.sequence
  }

  it('should answer an imported game’s play-by-play as numbered events ending on the real score', async () => {
    const body = await validFeed('22-205')
    expect(body).toMatchObject({ gameId: '22-205', source: 'play-by-play', run: 1, phase: 'final' })
    expect(body.events.map((event) => event.sequence)).toEqual(body.events.map((_, index) => index + 1))
    expect(body.lastSequence).toBe(body.events.length)
    const finalScore = { home: Number(final5?.['home_score']), away: Number(final5?.['away_score']) }
    expect(body.events.at(-1)?.score).toEqual(finalScore)
    expect({ home: body.home.score, away: body.away.score }).toEqual(finalScore)
    // Every basket adds its points to its side's running score, and nothing else moves it.
    let previous = { home: 0, away: 0 }
    for (const event of body.events) {
      const side = event.side ?? 'home'
      expect(event.score[side === 'home' ? 'away' : 'home']).toBe(previous[side === 'home' ? 'away' : 'home'])
      expect(event.score[side] - previous[side]).toBe(event.points)
      previous = event.score
    }
    const basket = body.events.find((event) => event.type === 'shot' && event.points === 3 && event.player !== null)
    expect(basket).toMatchObject({
      team: expect.any(String),
      player: { name: expect.any(String), number: expect.any(String) },
    })
    expect(basket?.clock).toMatch(/^\d{1,2}:\d{2}$/)
  })

  it('should answer only the events after `since`, none past the last, and 400 for a bad one', async () => {
    const whole = await validFeed('22-205')
    const tail = await validFeed('22-205', `?since=${whole.lastSequence - 3}`)
    expect(tail.events).toEqual(whole.events.slice(-3))
    expect((await validFeed('22-205', `?since=${whole.lastSequence + 10}`)).events).toEqual([])
    for (const bad of ['-1', 'abc', '1.5']) {
      const answer = await feed('22-205', `?since=${bad}`)
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ error: { code: 'invalid_request', fields: { since: expect.any(String) } } })
    }
  })

  it('should answer 404 with a message for a game the league does not have', async () => {
    expect(await feed('99-999')).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'No game "99-999" in this league' } },
    })
  })

  it('should follow a game scored live: its own sequences, the new events by `since`, a cancelled basket', async () => {
    await record({ type: 'starting_lineup', teamId: 'ZAD', playerIds: ['1221', '2357', '2633', '2881', '2852'] })
    await record({ type: 'starting_lineup', teamId: 'SCD', playerIds: ['4182', '3737', '3656', '2560', '2853'] })
    await record({ type: 'period_start', period: 1 })
    await record({ type: 'clock_start' })
    await record({ type: 'shot', teamId: 'ZAD', playerId: '2881', points: 2, made: true })
    const before = await validFeed('22-6')
    expect(before).toMatchObject({ source: 'live', lastSequence: sequence, phase: 'period' })
    expect(before.events.at(-1)).toMatchObject({
      sequence,
      type: 'shot',
      team: 'ZAD',
      side: 'home',
      points: 2,
      period: 1,
    })
    expect(before.events.at(-1)?.score).toEqual({ home: 2, away: 0 })
    const basket = sequence
    await record({ type: 'foul', teamId: 'SCD', playerId: '4182', kind: 'personal' })
    await record({ type: 'correction', cancelsSequence: basket, reason: 'no basket' })
    const after = await validFeed('22-6', `?since=${before.lastSequence}`)
    expect(after.events.map((event) => event.type)).toEqual(['foul', 'correction'])
    expect(after.events.at(-1)?.score).toEqual({ home: 0, away: 0 })
    const again = await validFeed('22-6')
    expect(again.events.find((event) => event.sequence === basket)?.cancelled).toBe(true)
  })

  function downloadScoresheet() {
    return app.request('/v2/live/games/22-6/scoresheet', {
      headers: { Origin: abaOrigin, Authorization: `Bearer ${operatorToken}` },
    })
  }

  it('should make the scoresheet of the game scored live once it has ended, not before', async () => {
    const early = await downloadScoresheet()
    expect(early.status).toBe(409)
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('game_not_finished')
    await record({ type: 'shot', teamId: 'SCD', playerId: '3737', points: 3, made: true })
    await record({ type: 'timeout', teamId: 'ZAD' })
    await record({ type: 'foul', teamId: 'ZAD', offender: 'coach', kind: 'technical' })
    await record({ type: 'foul', teamId: 'ZAD', offender: 'bench', kind: 'technical' })
    await record({ type: 'period_end', period: 1 })
    for (const period of [2, 3, 4]) {
      await record({ type: 'period_start', period })
      await record({ type: 'period_end', period })
    }
    await record({ type: 'game_end' })
    const response = await downloadScoresheet()
    expect(response.status).toBe(200)
    const page = await readPdfPage(await response.arrayBuffer())
    const scores = page.lines(330, 445)
    expect(scores).toContain('Final score 0 3')
    expect(scores).toContain('Period Q1 0 3')
    const text = page.lines(0, 330)
    expect(text.find((line) => line.startsWith('Time-outs'))).toMatch(/^Time-outs Q1 1 Q2 0/)
    // One personal foul in the game: on the fouler's line, in the 1st period, and on no other player's.
    const foul = (await validFeed('22-6')).events.find((event) => event.type === 'foul')
    const withFouls = text.filter((line) => line.split(' ').includes('P') && !line.startsWith('Fouls:'))
    expect(withFouls).toEqual([`${foul?.player?.name} ${foul?.player?.number} × P 1`])
    // The home coach's own technical (C) and his bench's (B), both in the 1st period; none for the away coach.
    expect(text.filter((line) => line.startsWith('Coach / bench'))).toEqual(['Coach / bench C 1 B 1', 'Coach / bench'])
  })
})
