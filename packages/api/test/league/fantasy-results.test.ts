// Settling the fantasy rounds of ABA League 2022-23 as of 2022-11-01 (rounds 1–5 final; round 3's game put
// off to April counts for nothing, as in EuroLeague Fantasy): each squad's round points equal a sum written out in the test
// from box_score_lines, settling twice changes nothing, ties share a rank, and the public reads answer it.
import { createDemoClock } from '@league/client-league/demo-clock'
import type { FantasyChip } from '@league/stats/fantasy/rules'
import { sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FantasyGamePointsSchema,
  FantasyRankingSchema,
  FantasyRoundFactsSchema,
} from '../../src/contract/fantasy-results.ts'
import { selectRows, type Database } from '../../src/db/connection.ts'
import { createDatabaseRankingStore } from '../../src/queries/fantasy/ranking-store-database.ts'
import { createRankingStore } from '../../src/queries/fantasy/ranking-store-of-app.ts'
import { fantasyRounds, type FantasyRound } from '../../src/queries/fantasy/rounds.ts'
import { settleFantasySeason } from '../../src/queries/fantasy/settle.ts'
import { abaOrigin, createTestApp, type TestApp } from '../helpers/app.ts'
import { answers, type TestDatabase } from '../helpers/database.ts'
import { leagueSeason2022, openImportedTestDatabase } from '../helpers/imported-database.ts'
import { expectedSquadPoints, insertSquad, lineupOf, pirLines, type TestSquad } from './fantasy-results-support.ts'

const clock = createDemoClock('2022-11-01')
const redisAnswers = await answers('127.0.0.1', 6379)
if (!redisAnswers) {
  console.info('Redis on 127.0.0.1:6379 does not answer: the Redis ranking store test is left out')
}

/** Removes a test's Redis keys. */
async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis('redis://127.0.0.1:6379')
  const keys = await redis.keys(`${prefix}*`)
  if (keys.length > 0) {
    await redis.del(...keys)
  }
  await redis.quit()
}
const league = '/v2/website/seasons/2022-23/leagues/aba-league'

/** The players of a round's games, best PIR first, so squads hold real performers (and some who sat out). */
async function playersOf(database: Database, round: FantasyRound): Promise<number[]> {
  const rows = await selectRows<{ player_id: number }>(
    database,
    sql`SELECT player_id FROM box_score_lines
        WHERE game_id IN (${sql.join(
          round.games.map((game) => sql`${game.id}`),
          sql`, `,
        )})
        ORDER BY pir DESC NULLS LAST, player_id`,
  )
  return rows.map((row) => Number(row.player_id))
}

describe('given ABA League 2022-23 on 2022-11-01 with squads of real players', () => {
  let testDatabase: TestDatabase
  let database: Database
  let app: TestApp
  let leagueSeasonId: number
  let rounds: FantasyRound[]
  const squads = new Map<string, { id: number; squad: TestSquad }>()
  let firstSettlement: number[]

  beforeAll(async () => {
    testDatabase = await openImportedTestDatabase('pglite')
    database = testDatabase.database
    const season2022 = await leagueSeason2022(database)
    leagueSeasonId = season2022
    rounds = await fantasyRounds(database, leagueSeasonId, clock)
    const first = await playersOf(database, rounds[0]!)
    const best = first.slice(0, 10)
    // Stars on the bench and the captain among the weakest: every weight shows in the sum.
    const mixed = [...first.slice(20, 25), first[0]!, ...first.slice(1, 5)]
    const withAbsent = [...first.slice(-3), ...first.slice(30, 37)]
    const definitions: TestSquad[] = [
      { name: 'Best Five', userName: 'Ana Anić', picks: lineupOf(best) },
      { name: 'Best Five Again', userName: 'ben@example.com', picks: lineupOf(best) },
      { name: 'Triple', userName: 'Cene', picks: lineupOf(mixed), chips: { 'triple-captain': 1 } },
      { name: 'Boosted', userName: 'Dara', picks: lineupOf(mixed), chips: { 'bench-boost': 1 } },
      { name: 'Plain', userName: 'Eva', picks: lineupOf(mixed) },
      { name: 'Bench Warmers', userName: null, picks: lineupOf(withAbsent) },
      { name: 'Late', userName: 'Filip', picks: lineupOf(best), joinedRound: 2, entryPoints: 150.5 },
    ]
    for (const squad of definitions) {
      squads.set(squad.name, { id: await insertSquad(database, leagueSeasonId, squad), squad })
    }
    firstSettlement = await settleFantasySeason(database, leagueSeasonId, clock, createDatabaseRankingStore(database))
    app = createTestApp(database, { demoClock: clock })
  })

  afterAll(async () => {
    await testDatabase.dispose()
  })

  async function roundRow(name: string, round: number) {
    const [row] = await selectRows<{ points: number; total_after: number; rank_after: number; chip: string | null }>(
      database,
      sql`SELECT points, total_after, rank_after, chip FROM fantasy_squad_rounds
          WHERE squad_id = ${squads.get(name)?.id ?? 0} AND round = ${round}`,
    )
    return row
  }

  it('should settle the final rounds, round 3 too: its game postponed to April counts for nothing', () => {
    const final = rounds.filter((round) => round.status === 'final').map((round) => round.sequence)
    expect(firstSettlement).toEqual(final)
    expect(final).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]))
    expect(rounds.find((round) => round.sequence === 3)?.games.some((game) => game.postponed)).toBe(true)
  })

  it('should score round 1 of every squad as the sum written out from box_score_lines', async () => {
    const lines = await pirLines(
      database,
      rounds[0]!.games.map((game) => game.id),
    )
    for (const [name, { squad }] of squads) {
      if ((squad.joinedRound ?? 1) > 1) {
        continue
      }
      const chip = Object.entries(squad.chips ?? {}).find(([, round]) => round === 1)?.[0] ?? null
      const row = await roundRow(name, 1)
      expect({ name, chip: row?.chip ?? null }).toEqual({ name, chip })
      expect({ name, points: row?.points }).toEqual({
        name,
        points: expectedSquadPoints(squad.picks, lines, chip as FantasyChip | null),
      })
    }
  })

  it('should weigh the chips: triple captain and bench boost above the same squad without them', async () => {
    const plain = (await roundRow('Plain', 1))?.points ?? 0
    expect((await roundRow('Triple', 1))?.points).toBeGreaterThan(plain)
    expect((await roundRow('Boosted', 1))?.points).toBeGreaterThan(plain)
  })

  it('should start a late joiner from his entry points, in the first round he plays', async () => {
    expect(await roundRow('Late', 1)).toBeUndefined()
    const second = await roundRow('Late', 2)
    expect(second?.total_after).toBeCloseTo(150.5 + (second?.points ?? 0), 2)
  })

  it('should total every settled round and rank ties together', async () => {
    const settled = firstSettlement.at(-1) ?? 0
    const best = await roundRow('Best Five', settled)
    const again = await roundRow('Best Five Again', settled)
    expect(again?.total_after).toBe(best?.total_after)
    expect(again?.rank_after).toBe(best?.rank_after)
    const [sum] = await selectRows<{ total: number }>(
      database,
      sql`SELECT sum(points) AS total FROM fantasy_squad_rounds WHERE squad_id = ${squads.get('Plain')?.id ?? 0}`,
    )
    expect((await roundRow('Plain', settled))?.total_after).toBeCloseTo(Number(sum?.total), 2)
  })

  it('should settle nothing twice', async () => {
    const before = await selectRows(database, sql`SELECT * FROM fantasy_squad_rounds ORDER BY squad_id, round`)
    const squadsBefore = await selectRows(database, sql`SELECT id, total_points FROM fantasy_squads ORDER BY id`)
    expect(await settleFantasySeason(database, leagueSeasonId, clock, createDatabaseRankingStore(database))).toEqual([])
    expect(await selectRows(database, sql`SELECT * FROM fantasy_squad_rounds ORDER BY squad_id, round`)).toEqual(before)
    expect(await selectRows(database, sql`SELECT id, total_points FROM fantasy_squads ORDER BY id`)).toEqual(
      squadsBefore,
    )
  })

  async function get(path: string) {
    const response = await app.request(path, { headers: { Origin: abaOrigin } })
    return { status: response.status, body: (await response.json()) as unknown }
  }

  it('should answer the ranking with shared ranks, display names only, and the own squads', async () => {
    const own = [squads.get('Plain')?.id, squads.get('Bench Warmers')?.id].join(',')
    const { status, body } = await get(`${league}/fantasy/ranking?squad=${own}`)
    expect(status).toBe(200)
    const ranking = FantasyRankingSchema.parse(body)
    expect(ranking.total).toBe(squads.size)
    expect(ranking.rows.map((row) => row.total)).toEqual(ranking.rows.map((row) => row.total).sort((a, b) => b - a))
    const best = ranking.rows.filter((row) => row.squadName.startsWith('Best Five'))
    expect(new Set(best.map((row) => row.rank)).size).toBe(1)
    expect(ranking.rows.every((row) => !row.manager.includes('@'))).toBe(true)
    expect(ranking.rows.find((row) => row.squadName === 'Best Five Again')?.manager).toBe('ben')
    expect(ranking.rows.find((row) => row.squadName === 'Bench Warmers')?.isDemo).toBe(true)
    expect(ranking.own.map((row) => row.squadName)).toEqual(['Plain', 'Bench Warmers'])
    for (const row of ranking.own) {
      expect(row.rank).toBe(1 + ranking.rows.filter((other) => other.total > row.total).length)
    }
  })

  it("should answer a round's ranking by that round's points", async () => {
    const { body } = await get(`${league}/fantasy/ranking?round=1`)
    const ranking = FantasyRankingSchema.parse(body)
    expect(ranking.round).toBe(1)
    expect(ranking.rows).toHaveLength(squads.size - 1)
    expect(ranking.rows[0]?.roundPoints).toBe(Math.max(...ranking.rows.map((row) => row.roundPoints ?? 0)))
  })

  it('should refuse a malformed ranking query and an unknown round', async () => {
    expect((await get(`${league}/fantasy/ranking?round=first`)).status).toBe(400)
    expect((await get(`${league}/fantasy/ranking?squad=me`)).status).toBe(400)
    expect((await get(`${league}/fantasy/rounds/999`)).status).toBe(404)
  })

  it('should answer the team of the round within the position quota, best first', async () => {
    const { status, body } = await get(`${league}/fantasy/rounds/1`)
    expect(status).toBe(200)
    const facts = FantasyRoundFactsSchema.parse(body)
    expect(facts.round.settled).toBe(true)
    expect(facts.squads).toBe(squads.size - 1)
    const points = facts.teamOfTheRound.map((entry) => entry.points)
    expect(points).toEqual([...points].sort((a, b) => b - a))
    for (const position of ['guard', 'forward', 'centre'] as const) {
      const count = facts.teamOfTheRound.filter((entry) => entry.player.position === position).length
      expect(count).toBeLessThanOrEqual({ guard: 4, forward: 4, centre: 2 }[position])
    }
    expect(facts.teamOfTheRound).toHaveLength(10)
    expect(facts.mostPicked[0]?.count).toBe(5)
    expect(facts.mostPicked[0]?.percent).toBe(Math.round((5 / facts.squads) * 1000) / 10)
    // Prices moved after the round, each by the change it shows.
    expect(facts.risers.length + facts.fallers.length).toBeGreaterThan(0)
    for (const move of [...facts.risers, ...facts.fallers]) {
      expect(move.change).toBeCloseTo(move.priceAfter - move.priceBefore, 5)
    }
  })

  it.runIf(redisAnswers)('should rank the same from Redis sorted sets as from the database', async () => {
    const prefix = `test:fantasy-ranking:${randomUUID()}:`
    const redisStore = await createRankingStore(database, { redisUrl: 'redis://127.0.0.1:6379', keyPrefix: prefix })
    const databaseStore = createDatabaseRankingStore(database)
    expect(redisStore.kind).toBe('redis')
    const ids = [...squads.values()].map((entry) => entry.id)
    async function expectSameBoards(settled: readonly number[]) {
      for (const round of [null, ...settled]) {
        const board = { leagueSeasonId, round }
        for (const store of [redisStore, databaseStore]) {
          expect({ round, count: await store.count(board) }).toEqual({ round, count: await databaseStore.count(board) })
        }
        // A page cut inside a tie gives its first squad the shared rank.
        for (const [offset, limit] of [
          [0, 50],
          [1, 2],
          [2, 3],
        ] as const) {
          expect(await redisStore.page(board, offset, limit)).toEqual(await databaseStore.page(board, offset, limit))
        }
        expect(await redisStore.ranksOf(board, ids)).toEqual(await databaseStore.ranksOf(board, ids))
      }
    }
    try {
      await expectSameBoards(firstSettlement)
      // Settling later rounds through the Redis store replaces its boards.
      const later = await settleFantasySeason(database, leagueSeasonId, createDemoClock('2022-11-22'), redisStore)
      expect(later.length).toBeGreaterThan(0)
      await expectSameBoards([...firstSettlement, ...later])
    } finally {
      await deleteKeys(prefix)
      await redisStore.close()
    }
  })

  it("should explain a played game's points part by part, and answer a game not played yet with zeros", async () => {
    const played = await get(`/v2/website/games/${rounds[0]!.games[0]!.slug}/fantasy`)
    expect(played.status).toBe(200)
    const game = FantasyGamePointsSchema.parse(played.body)
    expect(game.final).toBe(true)
    for (const player of [...game.home.players, ...game.away.players]) {
      expect(player.base).toBeCloseTo(
        player.parts.reduce((sum, part) => sum + part.points, 0),
        2,
      )
      expect(player.points).toBeCloseTo(player.base + player.winBonus, 2)
    }
    const later = rounds.find((round) => round.status === 'upcoming')?.games[0]
    const upcoming = FantasyGamePointsSchema.parse((await get(`/v2/website/games/${later?.slug}/fantasy`)).body)
    expect(upcoming.final).toBe(false)
    expect(upcoming.home.players.length).toBeGreaterThan(0)
    expect([...upcoming.home.players, ...upcoming.away.players].every((player) => player.points === 0)).toBe(true)
  })
})
