// A game to score in the demo: on the demo clock of `npm run demo` (the eve of round 11 of 2022-23), the games
// after the demo day are scheduled, the operator console's picker (the schedule from the demo day) lists them,
// their live state starts from their real rosters, and an operator's first event is stored. On the real clock
// (`npm start`) the same game is final and refuses it, and a game before the demo day stays final in both.
import { createDemoClock, type DemoClock } from '@league/client-league/demo-clock'
import type { LiveGameEvent } from '@league/live/events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GameHeader, GameSummary } from '../../src/contract/games.ts'
import type { LiveEventResult, LiveGameStateResponse } from '../../src/contract/live.ts'
import { grantOperator } from '../../src/live/operators.ts'
import {
  abaOrigin,
  createTestApp,
  jsonRequest,
  markAddressVerified,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../helpers/app.ts'
import type { TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'

/** As scripts/demo.mjs starts the demo: 23:59:59 in Belgrade of 2022-12-15, round 11 starts on 2022-12-16. */
const demoAsOf = '2022-12-15T22:59:59Z'
/** A game of round 1 of 2022-23, played long before the demo day. */
const playedBeforeTheDemoDay = '22-3'

type ErrorBody = { error: { code: string; message: string } }

const read = async <Answer>(app: TestApp, path: string): Promise<Answer> =>
  (await (await app.request(path, { headers: { Origin: abaOrigin } })).json()) as Answer

const postFirst = (app: TestApp, token: string, game: string, event: LiveGameEvent) =>
  app.request(
    `/v2/live/games/${game}/events`,
    jsonRequest(
      'POST',
      { idempotencyKey: `demo-${game}-${event.type}`, expectedSequence: 0, event },
      { Authorization: `Bearer ${token}` },
    ),
  )

/** The first game of the operator's picker on the demo clock: the schedule from the demo day on. */
async function firstPickedGame(app: TestApp): Promise<GameSummary> {
  const schedule = await read<{ games: GameSummary[] }>(app, '/v2/website/schedule')
  const [first] = schedule.games
  if (first === undefined) {
    throw new Error('The schedule from the demo day lists no game')
  }
  return first
}

describe('given the imported 2022-23 season and an operator of its league', () => {
  let opened: TestDatabase

  beforeAll(async () => {
    opened = await openImportedTestDatabase('pglite')
  }, 180_000)

  afterAll(async () => {
    await opened.dispose()
  })

  /** The app on `clock`, and the operator's token on it (each app signs its own tokens). */
  async function appOn(clock: DemoClock): Promise<{ app: TestApp; token: string }> {
    const app = createTestApp(opened.database, { demoClock: clock })
    const email = uniqueEmail('demo-scorer')
    const token = await signUp(app, email, { name: 'Demo Scorer' })
    await markAddressVerified(opened.database, email)
    await grantOperator(opened.database, email, 'aba')
    return { app, token }
  }

  it('should list a scheduled game after the demo day and take its first event, from its real rosters', async () => {
    const { app, token } = await appOn(createDemoClock(demoAsOf))
    const picked = await firstPickedGame(app)
    expect(picked.date! > '2022-12-15').toBe(true)
    expect((await read<GameHeader>(app, `/v2/website/games/${picked.slug}`)).status).toBe('scheduled')

    const state = await read<LiveGameStateResponse>(app, `/v2/live/games/${picked.slug}`)
    expect(state).toMatchObject({ phase: 'scheduled', sequence: 0 })
    for (const side of [state.setup.home, state.setup.away]) {
      // A team dresses at least five; every player is a real one of the imported season (a slug, a name).
      expect(side.players.length).toBeGreaterThanOrEqual(5)
      for (const player of side.players) {
        expect(player.name.length).toBeGreaterThan(0)
        expect(player.slug).toMatch(/^[a-z0-9-]+$/)
      }
    }

    const starters = state.setup.home.players.slice(0, 5).map((player) => player.id)
    const stored = await postFirst(app, token, picked.slug, {
      type: 'starting_lineup',
      teamId: state.setup.home.id,
      playerIds: starters,
    })
    const body = (await stored.json()) as LiveEventResult
    expect({ status: stored.status, outcome: body.outcome, sequence: body.event.sequence }).toEqual({
      status: 200,
      outcome: 'stored',
      sequence: 1,
    })
  })

  it('should keep a game played before the demo day final on the demo clock', async () => {
    const { app, token } = await appOn(createDemoClock(demoAsOf))
    expect((await read<GameHeader>(app, `/v2/website/games/${playedBeforeTheDemoDay}`)).status).not.toBe('scheduled')
    const refused = await postFirst(app, token, playedBeforeTheDemoDay, { type: 'period_start', period: 1 })
    expect(refused.status).toBe(422)
    expect(((await refused.json()) as ErrorBody).error.code).toBe('game_finished')
  })

  it('should show the same game final on the real clock and refuse its events', async () => {
    const picked = await firstPickedGame((await appOn(createDemoClock(demoAsOf))).app)
    const { app, token } = await appOn(createDemoClock(undefined))
    const header = await read<GameHeader>(app, `/v2/website/games/${picked.slug}`)
    expect(header.status).not.toBe('scheduled')
    expect(header.home.score).toEqual(expect.any(Number))
    const refused = await postFirst(app, token, picked.slug, { type: 'period_start', period: 1 })
    expect(refused.status).toBe(422)
    expect(((await refused.json()) as ErrorBody).error.code).toBe('game_finished')
  })
})
