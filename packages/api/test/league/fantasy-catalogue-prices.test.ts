// Positions and prices of the real 2022-23 season on 2022-12-20: opening prices from PIR per game computed
// here from the CSV files, prices after a round, the set-up run once, and a staff override that outlives a
// re-run of the classifier.
import { openingPriceTenths } from '@league/stats/fantasy/prices'
import { ELF_CLASSIC_RULES } from '@league/stats/fantasy/rules'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/connection.ts'
import { fantasyCandidates } from '../../src/queries/fantasy/catalogue.ts'
import { setPlayerPositionCommand } from '../../src/fantasy-catalogue-commands.ts'
import { classifyLeagueSeasonPositions, positionOf } from '../../src/queries/fantasy/positions.ts'
import { currentPrices, priceHistory, recordPricesAfterRound } from '../../src/queries/fantasy/prices.ts'
import { ensureFantasySeason } from '../../src/queries/fantasy/season-setup.ts'
import {
  clock,
  csvPirPerGame,
  demoDay,
  fantasyPath,
  get,
  openFixture,
  sourceIdsBySlug,
  type Fixture,
} from './fantasy-catalogue-fixture.ts'

describe('given ABA League 2022-23 on 2022-12-20', () => {
  let fixture: Fixture
  let candidates: Awaited<ReturnType<typeof fantasyCandidates>>

  beforeAll(async () => {
    fixture = await openFixture()
    candidates = await fantasyCandidates(fixture.testDatabase.database, fixture.leagueSeasonId, clock)
  })

  afterAll(async () => {
    await fixture.testDatabase.dispose()
  })

  const count = async (table: 'player_positions' | 'fantasy_prices') =>
    (
      await selectRows<{ count: number }>(
        fixture.testDatabase.database,
        sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)} WHERE league_season_id = ${fixture.leagueSeasonId}`,
      )
    )[0]?.count

  it("should open each price at the previous season's PIR per game, else this season's so far, else the floor", async () => {
    const previous = csvPirPerGame('aba-2021-22', null)
    const current = csvPirPerGame('aba-2022-23', demoDay)
    const sourceIds = await sourceIdsBySlug(fixture)
    const sources = { previous: 0, current: 0, floor: 0 }
    for (const candidate of candidates.values()) {
      const sourceId = sourceIds.get(candidate.slug) ?? ''
      const pir = previous.get(sourceId) ?? current.get(sourceId) ?? null
      sources[previous.has(sourceId) ? 'previous' : current.has(sourceId) ? 'current' : 'floor'] += 1
      expect({ slug: candidate.slug, price: candidate.priceTenths }).toEqual({
        slug: candidate.slug,
        price: openingPriceTenths(pir, ELF_CLASSIC_RULES),
      })
    }
    // Each of the three sources prices somebody in the real rosters.
    expect(sources.previous).toBeGreaterThan(50)
    expect(sources.current).toBeGreaterThan(10)
    expect(sources.floor).toBeGreaterThan(10)
  })

  it('should make a squad of the regulars cost about the budget', () => {
    // Regulars: each club's ten dearest players, the ones a manager picks among; ten of them cost about 100.
    const byClub = new Map<number, number[]>()
    for (const candidate of candidates.values()) {
      byClub.set(candidate.clubId, [...(byClub.get(candidate.clubId) ?? []), candidate.priceTenths])
    }
    const regulars = [...byClub.values()].flatMap((prices) => prices.sort((a, b) => b - a).slice(0, 10))
    const averageSquad = (10 * regulars.reduce((sum, price) => sum + price, 0)) / regulars.length / 10
    expect(averageSquad).toBeGreaterThan(85)
    expect(averageSquad).toBeLessThan(115)
  })

  it('should set the season up once: a second call writes nothing and takes a few milliseconds', async () => {
    const before = { positions: await count('player_positions'), prices: await count('fantasy_prices') }
    expect(before.positions).toBe(candidates.size)
    const started = performance.now()
    await ensureFantasySeason(fixture.testDatabase.database, fixture.leagueSeasonId, clock)
    expect(performance.now() - started).toBeLessThan(100)
    expect({ positions: await count('player_positions'), prices: await count('fantasy_prices') }).toEqual(before)
  })

  it('should move prices after a round with the points, keep them on a re-run, and show the change', async () => {
    const database = fixture.testDatabase.database
    const [cheap, star] = [...candidates.values()]
      .sort((a, b) => a.priceTenths - b.priceTenths || a.playerId - b.playerId)
      .filter((_, index, all) => index === 0 || index === all.length - 1)
    const points = new Map([
      [cheap!.playerId, 20],
      [star!.playerId, 20],
    ])
    await recordPricesAfterRound(database, fixture.leagueSeasonId, 1, points)
    await recordPricesAfterRound(database, fixture.leagueSeasonId, 1, points)
    const prices = await currentPrices(database, fixture.leagueSeasonId)
    // A 4.0 player scoring 20 rises by the most a round allows; a 25.0 star scoring 20 falls a little.
    expect(prices.get(cheap!.playerId)).toEqual({
      priceTenths: cheap!.priceTenths + 10,
      changeTenths: 10,
      afterRound: 1,
    })
    expect(prices.get(star!.playerId)?.changeTenths).toBeLessThan(0)
    expect(await priceHistory(database, fixture.leagueSeasonId, cheap!.playerId)).toEqual([
      { afterRound: 0, priceTenths: cheap!.priceTenths },
      { afterRound: 1, priceTenths: cheap!.priceTenths + 10 },
    ])
    const answer = await get(fixture.app, `${fantasyPath}/players/${cheap!.slug}`)
    expect(answer.body.player.priceChange).toBe(1)
    expect(answer.body.prices).toEqual([
      { afterRound: 0, price: cheap!.priceTenths / 10 },
      { afterRound: 1, price: (cheap!.priceTenths + 10) / 10 },
    ])
  })

  it("should keep a staff member's position through a re-run of the classifier", async () => {
    const database = fixture.testDatabase.database
    const player = [...candidates.values()].find((candidate) => candidate.position === 'centre')!
    const said = await setPlayerPositionCommand(database, {
      client: 'aba',
      season: '2022-23',
      player: player.slug,
      position: 'guard',
    })
    expect(said).toBe(
      `${player.name} plays as a guard in ABA League 2022-23 (set by staff: the classifier will not change it).`,
    )
    const rerun = await classifyLeagueSeasonPositions(database, fixture.leagueSeasonId, clock)
    expect(rerun.staffKept).toBe(1)
    expect(rerun.classified).toBe(candidates.size - 1)
    expect(await positionOf(database, fixture.leagueSeasonId, player.playerId)).toMatchObject({
      position: 'guard',
      source: 'staff',
    })
    const answer = await get(fixture.app, `${fantasyPath}/players/${player.slug}`)
    expect(answer.body).toMatchObject({ player: { position: 'guard' }, positionSource: 'staff' })
  })

  it("should refuse a position for a player who is not on the season's rosters", async () => {
    await expect(
      setPlayerPositionCommand(fixture.testDatabase.database, {
        client: 'aba',
        season: '2022-23',
        player: 'michael-jordan',
        position: 'centre',
      }),
    ).rejects.toThrow('No player "michael-jordan" on a roster of ABA League 2022-23.')
  })
})
