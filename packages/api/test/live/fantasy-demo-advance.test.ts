// The demo season: `league-api demo advance` (POST /admin/demo/advance) moves the demo clock from the eve of
// round 11 of 2022-23 to the eve of round 12, keeps the moment for the next start, settles, and changes what
// every read shows; it is refused without a demo clock, without the admin token, and once the season is over.
import { createDemoClock } from '@league/client-league/demo-clock'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoAdvanceAnswer } from '../../src/contract/demo.ts'
import type { GameHeader } from '../../src/contract/games.ts'
import { storedDemoMoment, restoreDemoClock } from '../../src/queries/fantasy/demo-clock-store.ts'
import type { DemoAdvanceSteps } from '../../src/queries/fantasy/demo-advance.ts'
import { endOfLeagueDay } from '../../src/queries/fantasy/demo-advance.ts'
import { abaOrigin, createTestApp, type TestApp } from '../helpers/app.ts'
import type { TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'

const adminToken = 'demo-admin-token'
/** The eve of round 11 of 2022-23 (its first game is on 2022-12-16), as `npm run demo` starts. */
const eveOfRound11 = '2022-12-15T22:59:59Z'

const advance = (app: TestApp, token = adminToken) =>
  app.request('/admin/demo/advance', { method: 'POST', headers: { Authorization: `Bearer ${token}` } })

async function round12Game(app: TestApp): Promise<GameHeader> {
  const response = await app.request('/v2/website/games/22-84', { headers: { Origin: abaOrigin } })
  return (await response.json()) as GameHeader
}

describe('given 2022-23 on the demo clock at the eve of round 11', () => {
  let opened: TestDatabase
  const settled: number[] = []
  const steps: DemoAdvanceSteps = {
    settleSeason: async (_database, leagueSeasonId) => {
      settled.push(leagueSeasonId)
    },
    moveDemoManagers: async () => 0,
  }

  beforeAll(async () => {
    opened = await openImportedTestDatabase('pglite')
  }, 120_000)

  afterAll(async () => {
    await opened.dispose()
  })

  function appOn(clock = createDemoClock(eveOfRound11)): { app: TestApp; clock: typeof clock } {
    return { app: createTestApp(opened.database, { adminToken, demoClock: clock, demoAdvanceSteps: steps }), clock }
  }

  it('should move the clock to the end of the day before round 12, open round 12 and settle', async () => {
    const { app, clock } = appOn()
    const response = await advance(app)
    expect(response.status).toBe(200)
    const body = (await response.json()) as DemoAdvanceAnswer
    // Round 12 starts on 2022-12-22: the clock stands at 23:59:59 of 2022-12-21 in Belgrade (UTC+1).
    expect(body.date).toBe('2022-12-21')
    expect(body.asOf).toBe('2022-12-21T22:59:59.000Z')
    expect(clock.date).toBe('2022-12-21')
    expect(body.leagues).toHaveLength(1)
    expect(body.leagues[0]).toMatchObject({ season: '2022-23', openRound: { sequence: 12 } })
    expect(settled).toContain(body.leagues[0]?.leagueSeasonId)
    expect((await storedDemoMoment(opened.database))?.toISOString()).toBe('2022-12-21T22:59:59.000Z')
  })

  it('should let a restarted demo go on from the stored moment, never the real clock', async () => {
    const restarted = createDemoClock(eveOfRound11)
    await restoreDemoClock(opened.database, restarted)
    expect(restarted.date).toBe('2022-12-21')
    const real = createDemoClock(undefined)
    await restoreDemoClock(opened.database, real)
    expect(real.date).toBeNull()
  })

  it('should change what the reads show: a round 12 game is scheduled before and played after', async () => {
    const { app } = appOn(createDemoClock('2022-12-21T22:59:59Z'))
    expect((await round12Game(app)).status).toBe('scheduled')
    expect((await advance(app)).status).toBe(200)
    expect((await round12Game(app)).status).not.toBe('scheduled')
  })

  it('should refuse without the admin token, and without a demo clock with a clear message', async () => {
    const { app } = appOn()
    expect((await advance(app, 'wrong')).status).toBe(401)
    const real = createTestApp(opened.database, { adminToken, demoAdvanceSteps: steps })
    const refused = await advance(real)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ error: { code: 'no_demo_clock' } })
  })

  it('should refuse once every game is played by the demo clock', async () => {
    const { app } = appOn(createDemoClock('2023-12-31'))
    const refused = await advance(app)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      error: { code: 'demo_season_over', message: expect.stringContaining('The demo season is over') },
    })
  })

  it('should stand at the last minute of the league day', () => {
    expect(endOfLeagueDay('2023-06-01').toISOString()).toBe('2023-06-01T21:59:59.000Z')
  })
})
