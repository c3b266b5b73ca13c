// The demo season of ABA League 2022-23 as `npm run demo` starts it (round 11 open, rounds 1–10 final and
// settled): the simulated demo managers are seeded valid, the same on every run and only once; an advance moves
// them within the transfer rules and the budget; no real user is counted for them. Then the round's live
// leaderboard: computed from the box scores while the round is final but unsettled, it equals the settlement;
// with a game of the open round replayed halfway, a squad's live total is what its own live stream says.
import { createDemoClock } from '@league/client-league/demo-clock'
import { lateJoinerBudgetTenths } from '@league/stats/fantasy/late-join'
import { freeTransfersFor } from '@league/stats/fantasy/transfers'
import { validateSquad } from '@league/stats/fantasy/squad'
import type { FantasyChip, FantasySlot } from '@league/stats/fantasy/rules'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LiveLeaderboardSchema, type LiveLeaderboard } from '../../src/contract/fantasy-live.ts'
import { FantasyRankingSchema, FantasyRoundFactsSchema } from '../../src/contract/fantasy-results.ts'
import { selectRows, type Database } from '../../src/db/connection.ts'
import { advanceDemoSeason } from '../../src/queries/fantasy/demo-advance.ts'
import { demoManagerCount, moveDemoManagers, seedDemoManagers } from '../../src/queries/fantasy/demo-managers.ts'
import { createDatabaseRankingStore } from '../../src/queries/fantasy/ranking-store-database.ts'
import { settleFantasySeason } from '../../src/queries/fantasy/settle.ts'
import { loadSquadSeason } from '../../src/queries/fantasy/squads-season.ts'
import { liveSquadPoints, loadLiveSquad } from '../../src/live/fantasy-live.ts'
import { currentState } from '../../src/live/game-log.ts'
import { createLiveGames } from '../../src/live/live-games.ts'
import { createMemoryBus } from '../../src/live/memory-bus.ts'
import { replayGame } from '../../src/live/replay.ts'
import { abaOrigin, createTestApp, type TestApp } from '../helpers/app.ts'
import type { TestDatabase } from '../helpers/database.ts'
import { leagueSeason2022, openImportedTestDatabase } from '../helpers/imported-database.ts'

const clock = createDemoClock('2022-12-15T22:59:59Z')
const league = '/v2/website/seasons/2022-23/leagues/aba-league'

type StoredSquad = {
  id: number
  name: string
  user_id: number | null
  is_demo: boolean
  bank_tenths: number
  chips_used: Partial<Record<FantasyChip, number>>
}
type StoredPick = { squad_id: number; player_id: number; slot: FantasySlot; captain: boolean; bought: number }

async function demoSquads(database: Database) {
  const squads = await selectRows<StoredSquad>(
    database,
    sql`SELECT id, name, user_id, is_demo, bank_tenths, chips_used FROM fantasy_squads WHERE is_demo ORDER BY id`,
  )
  const picks = await selectRows<StoredPick>(
    database,
    sql`SELECT p.squad_id, p.player_id, p.slot, p.captain, p.bought_price_tenths AS bought
        FROM fantasy_squad_picks p JOIN fantasy_squads s ON s.id = p.squad_id WHERE s.is_demo
        ORDER BY p.squad_id, p.player_id`,
  )
  return squads.map((squad) => ({ ...squad, picks: picks.filter((pick) => pick.squad_id === squad.id) }))
}

async function countOf(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await selectRows<{ count: number }>(database, query)
  return Number(row?.count ?? 0)
}

describe('given the demo season of ABA League 2022-23 with round 11 open', () => {
  let testDatabase: TestDatabase
  let database: Database
  let app: TestApp
  let leagueSeasonId: number
  let usersBefore: number

  beforeAll(async () => {
    testDatabase = await openImportedTestDatabase('pglite')
    database = testDatabase.database
    const season2022 = await leagueSeason2022(database)
    leagueSeasonId = season2022
    await settleFantasySeason(database, leagueSeasonId, clock, createDatabaseRankingStore(database))
    usersBefore = await countOf(database, sql`SELECT count(*)::int AS count FROM users`)
    app = createTestApp(database, { demoClock: clock })
  }, 120_000)

  afterAll(async () => {
    await testDatabase.dispose()
  })

  it('should seed the demo managers, each squad valid under the stored rules and owned by no account', async () => {
    expect(await seedDemoManagers(database, leagueSeasonId, clock)).toBe(demoManagerCount)
    const season = await loadSquadSeason(database, leagueSeasonId, clock)
    const budget = lateJoinerBudgetTenths(10, season.rules)
    const squads = await demoSquads(database)
    expect(squads).toHaveLength(demoManagerCount)
    expect(new Set(squads.map((squad) => squad.name)).size).toBe(demoManagerCount)
    for (const squad of squads) {
      expect(squad).toMatchObject({ user_id: null, is_demo: true })
      expect(squad.picks).toHaveLength(10)
      const spent = squad.picks.reduce((total, pick) => total + pick.bought, 0)
      expect(squad.bank_tenths).toBeGreaterThanOrEqual(0)
      expect(squad.bank_tenths + spent).toBe(budget)
      const picks = squad.picks.map((pick) => ({ playerId: pick.player_id, slot: pick.slot, captain: pick.captain }))
      expect(validateSquad(picks, season.candidates, budget, season.rules)).toEqual([])
    }
    // The styles differ: the demo managers do not all hold the same ten.
    const lineups = new Set(squads.map((squad) => squad.picks.map((pick) => pick.player_id).join(',')))
    expect(lineups.size).toBeGreaterThan(demoManagerCount / 2)
  })

  it('should seed only once, and the same names and picks on another run', async () => {
    const first = await demoSquads(database)
    expect(await seedDemoManagers(database, leagueSeasonId, clock)).toBe(0)
    await database.execute(sql`DELETE FROM fantasy_squads WHERE is_demo`)
    expect(await seedDemoManagers(database, leagueSeasonId, clock)).toBe(demoManagerCount)
    const again = await demoSquads(database)
    const shape = (squads: typeof first) =>
      squads.map((squad) => ({
        name: squad.name,
        bank: squad.bank_tenths,
        picks: squad.picks.map((pick) => [pick.player_id, pick.slot, pick.captain]),
      }))
    expect(shape(again)).toEqual(shape(first))
  })

  async function leaderboard(path: string): Promise<LiveLeaderboard> {
    const response = await app.request(path, { headers: { Origin: abaOrigin } })
    expect(response.status).toBe(200)
    return LiveLeaderboardSchema.parse(await response.json())
  }

  it("should answer round 11's live totals from the box scores, equal to what the settlement stores", async () => {
    // The clock moves on without settling: round 11 is final and its totals come from the box scores.
    await advanceDemoSeason(database, clock, { settleSeason: async () => {}, moveDemoManagers: async () => 0 })
    const [target] = await demoSquads(database)
    const computed = await leaderboard(`${league}/fantasy/rounds/11/live?squad=${target?.id}`)
    expect(computed).toMatchObject({ round: 11, liveGames: [], squads: demoManagerCount })
    expect(computed.rows).toHaveLength(50)
    expect(computed.rows[0]?.points).toBeGreaterThan(0)
    expect(computed.own?.squadId).toBe(target?.id)
    await settleFantasySeason(database, leagueSeasonId, clock, createDatabaseRankingStore(database))
    const stored = await leaderboard(`${league}/fantasy/rounds/11/live?squad=${target?.id}`)
    expect(stored).toEqual(computed)
    const above = await countOf(
      database,
      sql`SELECT count(*)::int AS count FROM fantasy_squad_rounds r JOIN fantasy_squads s ON s.id = r.squad_id
          WHERE s.is_demo AND r.round = 11
            AND r.points > (SELECT points FROM fantasy_squad_rounds WHERE round = 11 AND squad_id = ${target?.id})`,
    )
    expect(stored.own?.rank).toBe(above + 1)
  })

  it('should count no demo manager as a real user, and mark each as demo in the ranking once a round is settled', async () => {
    expect(await countOf(database, sql`SELECT count(*)::int AS count FROM users`)).toBe(usersBefore)
    const ranking = FantasyRankingSchema.parse(
      await (await app.request(`${league}/fantasy/ranking`, { headers: { Origin: abaOrigin } })).json(),
    )
    expect(ranking.total).toBe(demoManagerCount)
    expect(ranking.rows.every((row) => row.isDemo)).toBe(true)
    const players = (await (
      await app.request(`${league}/fantasy/players`, { headers: { Origin: abaOrigin } })
    ).json()) as { players: { selectedBy: number; selectedByDemo: number }[] }
    expect(players.players.every((player) => player.selectedBy === 0)).toBe(true)
    expect(players.players.some((player) => player.selectedByDemo > 0)).toBe(true)
    // The round's shares (most picked, transferred) are of demo squads here, and the facts say so.
    const facts = FantasyRoundFactsSchema.parse(
      await (await app.request(`${league}/fantasy/rounds/11`, { headers: { Origin: abaOrigin } })).json(),
    )
    expect(facts).toMatchObject({ squads: demoManagerCount, demoSquads: demoManagerCount })
  })

  it('should refuse an unknown round or season, and a round that is not a number, with a clear message', async () => {
    const unknownRound = await app.request(`${league}/fantasy/rounds/999/live`, { headers: { Origin: abaOrigin } })
    expect(unknownRound.status).toBe(404)
    expect(JSON.stringify(await unknownRound.json())).toMatch(/No fantasy round 999 in this season: its rounds go/)
    const unknownSeason = await app.request('/v2/website/seasons/1999-00/leagues/aba-league/fantasy/rounds/1/live', {
      headers: { Origin: abaOrigin },
    })
    expect(unknownSeason.status).toBe(404)
    const notNumber = await app.request(`${league}/fantasy/rounds/eleven/live`, { headers: { Origin: abaOrigin } })
    expect(notNumber.status).toBe(400)
  })

  it('should move the demo managers for round 12 within the free transfers and the budget', async () => {
    const season = await loadSquadSeason(database, leagueSeasonId, clock)
    expect(season.openRound?.sequence).toBe(12)
    const started = performance.now()
    const moved = await moveDemoManagers(database, leagueSeasonId, clock)
    console.info(`${moved} demo managers moved in ${Math.round(performance.now() - started)} ms`)
    expect(moved).toBe(demoManagerCount)
    const transfers = await selectRows<{ squad_id: number; count: number }>(
      database,
      sql`SELECT squad_id, count(*)::int AS count FROM fantasy_transfers WHERE round = 12 GROUP BY squad_id`,
    )
    expect(transfers.length).toBeGreaterThan(0)
    const made = new Map(transfers.map((row) => [row.squad_id, row.count]))
    for (const squad of await demoSquads(database)) {
      const chip = Object.entries(squad.chips_used).find(([, round]) => round === 12)?.[0] as FantasyChip | undefined
      const free = freeTransfersFor(season.openRound!, season.rules, chip ?? null)
      expect(made.get(squad.id) ?? 0).toBeLessThanOrEqual(free === 'unlimited' ? 10 : free)
      const value = squad.picks.reduce(
        (total, pick) => total + (season.candidates.get(pick.player_id)?.priceTenths ?? 0),
        0,
      )
      const picks = squad.picks.map((pick) => ({ playerId: pick.player_id, slot: pick.slot, captain: pick.captain }))
      expect(squad.bank_tenths).toBeGreaterThanOrEqual(0)
      expect(validateSquad(picks, season.candidates, squad.bank_tenths + value, season.rules)).toEqual([])
    }
    expect(await countOf(database, sql`SELECT count(*)::int AS count FROM users`)).toBe(usersBefore)
  })

  it("should add a game being played to round 12's live totals, each as the squad's own live stream counts it", async () => {
    const season = await loadSquadSeason(database, leagueSeasonId, clock)
    const [game] = await selectRows<{ slug: string }>(
      database,
      sql`SELECT g.slug FROM games g WHERE g.id IN (${sql.join(season.openRound?.games.map((one) => one.id) ?? [], sql`, `)})
            AND EXISTS (SELECT 1 FROM play_by_play_events p WHERE p.game_id = g.id)
          ORDER BY g.slug LIMIT 1`,
    )
    const slug = game?.slug ?? ''
    const [client] = await selectRows<{ id: number }>(database, sql`SELECT id FROM clients WHERE slug = 'aba'`)
    let now = Date.UTC(2026, 10, 22, 19, 0, 0)
    const liveGames = createLiveGames({ bus: createMemoryBus(), now: () => now })
    let events = 0
    // Half a game: the replay is stopped after 200 events, so the game stays in progress.
    const replay = replayGame(
      {
        database,
        liveGames,
        clientId: client?.id ?? 0,
        clientSlug: 'aba',
        waitUntil: async (at) => {
          now = Math.max(now, at)
        },
        onEvent: () => {
          events += 1
          if (events === 200) {
            throw new Error('half time for the test')
          }
        },
      },
      slug,
      { speed: 20 },
    )
    await expect(replay).rejects.toThrow('half time for the test')
    const [holder] = await selectRows<{ squad_id: number }>(
      database,
      sql`SELECT p.squad_id FROM fantasy_squad_picks p JOIN box_score_lines b ON b.player_id = p.player_id
          JOIN games g ON g.id = b.game_id WHERE g.slug = ${slug} AND b.played ORDER BY p.squad_id LIMIT 1`,
    )
    const squadId = holder?.squad_id ?? 0
    const response = await app.request(`${league}/fantasy/rounds/12/live?squad=${squadId}`, {
      headers: { Origin: abaOrigin },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=5, stale-while-revalidate=5')
    const live = LiveLeaderboardSchema.parse(await response.json())
    expect(live).toMatchObject({ round: 12, liveGames: [slug], squads: demoManagerCount })
    const found = await liveGames.find(database, client?.id ?? 0, slug)
    const own = liveSquadPoints(
      await loadLiveSquad(database, squadId, clock, [slug]),
      new Map([[slug, await currentState(database, found)]]),
    )
    // Halfway through, a player of the game has points (a missed shot counts too: they can be negative).
    expect(own.picks.some((pick) => pick.points !== 0)).toBe(true)
    expect(live.own).toMatchObject({ squadId, points: own.total })
    expect(live.rows[0]?.points).toBeGreaterThanOrEqual(own.total)
  })
})
