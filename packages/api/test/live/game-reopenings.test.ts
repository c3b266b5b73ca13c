// A finished game (an official result, imported or written by a live game_end) takes no operator event: the
// scorer is told to ask the league. Only `league-api game reopen … --reason` (or its admin route) puts it
// back in the operators' hands, recorded with who and why; the next game_end writes the result and closes it.
import { serve } from '@hono/node-server'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { LiveGameEvent } from '@league/live/events'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LiveEventResult } from '../../src/contract/live.ts'
import { lockDataDirectory } from '../../src/db/connection.ts'
import { clients } from '../../src/db/schema/accounts.ts'
import { games } from '../../src/db/schema/league.ts'
import { gameReopenings } from '../../src/db/schema/live.ts'
import { findLiveGame } from '../../src/live/game-log.ts'
import { grantOperator, OperatorError } from '../../src/live/operators.ts'
import { runGameReopen } from '../../src/live/reopen-command.ts'
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

// Inside this helper's port range.
const port = 5650
const adminToken = randomBytes(32).toString('base64url')
const game = '22-8'

type ErrorBody = { error: { code: string; message: string } }

describe(`given the finished game ${game} and an operator of its league`, () => {
  let opened: TestDatabase
  let app: TestApp
  let server: Server
  let folder: string
  let dataDirectory: string
  let releaseLock: () => void
  let operatorToken: string
  let sequence = 0
  let clock = Date.parse('2022-10-02T18:00:00Z')

  beforeAll(async () => {
    opened = await openImportedTestDatabase('pglite')
    app = createTestApp(opened.database, { adminToken, liveNow: () => clock })
    const email = uniqueEmail('operator')
    operatorToken = await signUp(app, email, { name: 'Scorer' })
    await markAddressVerified(opened.database, email)
    await grantOperator(opened.database, email, 'aba')
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(started as Server))
    })
    folder = mkdtempSync(join(tmpdir(), 'league-reopen-'))
    dataDirectory = join(folder, 'pglite')
    releaseLock = lockDataDirectory(dataDirectory, `the API on port ${port}`, {
      apiUrl: `http://127.0.0.1:${port}`,
      adminToken,
    })
  }, 180_000)

  afterAll(async () => {
    releaseLock()
    rmSync(folder, { recursive: true, force: true })
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await opened.dispose()
  })

  function post(event: LiveGameEvent) {
    clock += 1000
    return app.request(
      `/v2/live/games/${game}/events`,
      jsonRequest(
        'POST',
        { idempotencyKey: `reopen-${sequence + 1}-${event.type}`, expectedSequence: sequence, event },
        { Authorization: `Bearer ${operatorToken}`, Origin: abaOrigin },
      ),
    )
  }

  async function record(event: LiveGameEvent): Promise<void> {
    const response = await post(event)
    const body = (await response.json()) as LiveEventResult
    expect({ status: response.status, body }).toMatchObject({ status: 200, body: { outcome: 'stored' } })
    sequence = body.event.sequence
  }

  async function officialResult() {
    const [row] = await opened.database
      .select({ status: games.status, home: games.homeScore, away: games.awayScore })
      .from(games)
      .where(eq(games.slug, game))
    return row
  }

  async function reopeningsOf() {
    const [row] = await opened.database.select({ id: games.id }).from(games).where(eq(games.slug, game))
    return opened.database
      .select()
      .from(gameReopenings)
      .where(eq(gameReopenings.gameId, row?.id ?? 0))
  }

  it("should refuse the operator's event with 422 and tell the scorer to ask the league", async () => {
    const before = await officialResult()
    const refused = await post({ type: 'period_start', period: 1 })
    expect(refused.status).toBe(422)
    const body = (await refused.json()) as ErrorBody
    expect(body.error.code).toBe('game_finished')
    expect(body.error.message).toContain('ask the league to reopen it')
    expect(await officialResult()).toEqual(before)
    const state = (await (await app.request(`/v2/live/games/${game}`, { headers: { Origin: abaOrigin } })).json()) as {
      sequence: number
    }
    expect(state.sequence).toBe(0)
  })

  it('should reopen it through the running API with a reason, recorded, and then take the events', async () => {
    const { reopening, through } = await runGameReopen({
      game,
      client: 'aba',
      reason: 'The table lost its sheet; the commissioner ordered a re-score.',
      reopenedBy: 'commissioner',
      dataDirectory,
    })
    expect(through).toBe('api')
    expect(reopening).toMatchObject({ game, client: 'aba', reopenedBy: 'commissioner' })
    const recorded = await reopeningsOf()
    expect(recorded).toHaveLength(1)
    expect(recorded[0]).toMatchObject({
      reason: 'The table lost its sheet; the commissioner ordered a re-score.',
      reopenedBy: 'commissioner',
      closedAt: null,
    })

    const [aba] = await opened.database.select({ id: clients.id }).from(clients).where(eq(clients.slug, 'aba'))
    const { setup } = await findLiveGame(opened.database, aba?.id ?? 0, game)
    const homeFive = setup.home.players.slice(0, 5).map((player) => player.id)
    const awayFive = setup.away.players.slice(0, 5).map((player) => player.id)
    await record({ type: 'starting_lineup', teamId: setup.home.id, playerIds: homeFive })
    await record({ type: 'starting_lineup', teamId: setup.away.id, playerIds: awayFive })
    await record({ type: 'period_start', period: 1 })
    await record({ type: 'clock_start' })
    await record({ type: 'shot', teamId: setup.home.id, playerId: homeFive[0] ?? '', points: 2, made: true })
  })

  it('should write the result at game_end, close the reopening, and refuse events after it again', async () => {
    await record({ type: 'period_end', period: 1 })
    for (const period of [2, 3, 4]) {
      await record({ type: 'period_start', period })
      await record({ type: 'period_end', period })
    }
    await record({ type: 'game_end' })
    expect(await officialResult()).toEqual({ status: 'played', home: 2, away: 0 })
    const [closed] = await reopeningsOf()
    expect(closed?.closedAt).toBeInstanceOf(Date)

    const after = await post({ type: 'clock_start' })
    expect(after.status).toBe(422)
    expect(((await after.json()) as ErrorBody).error.code).toBe('game_finished')
    // Scored live to its end, its log takes nothing more: reopening it is refused, saying why.
    const again = runGameReopen({ game, client: 'aba', reason: 'one more time', reopenedBy: 'someone', dataDirectory })
    await expect(again).rejects.toBeInstanceOf(OperatorError)
    await expect(again).rejects.toThrow(/scored live up to its end/)
  })

  it('should refuse the admin route without the admin token, without a reason, and for an unknown game', async () => {
    const body = { client: 'aba', game: '22-9', reason: 'a re-score', reopenedBy: 'commissioner' }
    expect((await app.request('/admin/games/reopen', jsonRequest('POST', body))).status).toBe(401)
    const authorised = { Authorization: `Bearer ${adminToken}` }
    const withoutReason = await app.request(
      '/admin/games/reopen',
      jsonRequest('POST', { ...body, reason: ' ' }, authorised),
    )
    expect(withoutReason.status).toBe(400)
    const unknown = await app.request(
      '/admin/games/reopen',
      jsonRequest('POST', { ...body, game: '99-99' }, authorised),
    )
    expect(unknown.status).toBe(404)
    expect(await reopeningsOf()).toHaveLength(1)
  })
})
