// The fantasy part of `pnpm bench` (scripts/bench/fantasy.mjs runs it), or alone: `pnpm --filter @league/api
// bench:fantasy`. On a copy of the bench's imported database (BENCH_FANTASY_DATA, a PGlite folder), or on a
// fresh PGlite with 2022-23 imported when none is given: seeds 100,000 squads (BENCH_FANTASY_SQUADS) in bulk,
// settles ABA 2022-23's first round for all of them, then reads the general ranking's first page plus one
// random manager's rank from 50 concurrent callers (BENCH_FANTASY_CONNECTIONS) for BENCH_FANTASY_SECONDS,
// through the API's route, with the ranking in the database and then in Redis (REDIS_URL, or 127.0.0.1:6379
// when it answers). Prints the figures, and last a line `BENCH_FANTASY_RESULT {json}` for the bench report.
import { createDemoClock } from '@league/client-league/demo-clock'
import { sql } from 'drizzle-orm'
import { randomBytes, randomUUID } from 'node:crypto'
import { createConnection } from 'node:net'
import { loadavg } from 'node:os'
import { createApp } from '../src/app.ts'
import { selectRows, type Database } from '../src/db/connection.ts'
import { createDatabaseRankingStore } from '../src/queries/fantasy/ranking-store-database.ts'
import { createRankingStore } from '../src/queries/fantasy/ranking-store-of-app.ts'
import type { RankingStore } from '../src/queries/fantasy/ranking-store.ts'
import { fantasyRounds } from '../src/queries/fantasy/rounds.ts'
import { ensureFantasySeason } from '../src/queries/fantasy/season-setup.ts'
import { settleFantasySeason } from '../src/queries/fantasy/settle.ts'
import { seedBenchSquads } from './bench-fantasy-seed.ts'
import { abaLeagueSeasonId, logAs, percentile, timed, withWorkingDatabase } from './bench-fantasy-support.ts'

const squadCount = Number(process.env['BENCH_FANTASY_SQUADS'] ?? 100_000)
const connections = Number(process.env['BENCH_FANTASY_CONNECTIONS'] ?? 50)
const seconds = Number(process.env['BENCH_FANTASY_SECONDS'] ?? 5)
// 2022-10-04: round 1 of 2022-23 is final, round 2 not started.
const clock = createDemoClock('2022-10-04')
const origin = 'http://localhost:3000'
const rankingPath = '/v2/website/seasons/2022-23/leagues/aba-league/fantasy/ranking'

const log = logAs('fantasy')

function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port })
    const finish = (result: boolean) => {
      socket.destroy()
      resolve(result)
    }
    socket.setTimeout(500, () => finish(false))
    socket.once('connect', () => finish(true))
    socket.once('error', () => finish(false))
  })
}

/** `connections` callers asking the first page plus a random squad's rank, one after another, for `seconds`. */
async function rankingReads(database: Database, store: RankingStore, squadIds: { firstId: number; lastId: number }) {
  // The response cache would answer repeated squads from memory: 1 byte keeps nothing, so every read is real.
  const app = createApp({
    database,
    jwtSecret: new Uint8Array(randomBytes(32)),
    demoClock: clock,
    rankingStore: store,
    responseCacheBytes: 1,
  })
  const span = squadIds.lastId - squadIds.firstId + 1
  const ask = async () => {
    const squad = squadIds.firstId + Math.floor(Math.random() * span)
    const response = await app.request(`${rankingPath}?squad=${squad}`, { headers: { Origin: origin } })
    const body = (await response.json()) as { rows: unknown[]; own: unknown[] }
    if (response.status !== 200 || body.rows.length === 0 || body.own.length !== 1) {
      throw new Error(`the ranking answered ${response.status} without the page and the squad's rank`)
    }
  }
  await ask()
  const latencies: number[] = []
  const deadline = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now()
        await ask()
        latencies.push(performance.now() - started)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return {
    load: loadavg()[0] ?? Number.NaN,
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    maxMs: latencies.at(-1) ?? Number.NaN,
  }
}

async function roundOnePlayers(database: Database, leagueSeasonId: number) {
  const [first] = await fantasyRounds(database, leagueSeasonId, clock)
  if (first === undefined) {
    throw new Error('2022-23 has no fantasy round')
  }
  const rows = await selectRows<{ player_id: number }>(
    database,
    sql`SELECT DISTINCT player_id FROM box_score_lines WHERE game_id IN (${sql.join(
      first.games.map((game) => sql`${game.id}`),
      sql`, `,
    )}) ORDER BY player_id`,
  )
  return rows.map((row) => Number(row.player_id))
}

async function redisReads(database: Database, squadIds: { firstId: number; lastId: number }) {
  const redisUrl = process.env['REDIS_URL'] || ((await answers('127.0.0.1', 6379)) ? 'redis://127.0.0.1:6379' : '')
  if (redisUrl === '') {
    log('Redis does not answer (no REDIS_URL, nothing on 127.0.0.1:6379): the Redis ranking is not measured')
    return null
  }
  const keyPrefix = `bench:fantasy:${randomUUID()}:`
  const store = await createRankingStore(database, { redisUrl, keyPrefix })
  try {
    // The first read (not measured) copies the boards into Redis, as after a settlement by a process without it.
    return await rankingReads(database, store, squadIds)
  } finally {
    await store.close()
    const { Redis } = await import('ioredis')
    const redis = new Redis(redisUrl)
    const keys = await redis.keys(`${keyPrefix}*`)
    if (keys.length > 0) {
      await redis.del(...keys)
    }
    await redis.quit()
  }
}

async function main() {
  const result = await withWorkingDatabase(log, async (database) => {
    const leagueSeasonId = await abaLeagueSeasonId(database)
    const setup = await timed(() => ensureFantasySeason(database, leagueSeasonId, clock))
    log(`season set up (positions, opening prices) in ${setup.ms.toFixed(0)} ms`)
    const players = await roundOnePlayers(database, leagueSeasonId)
    const seeded = await timed(() => seedBenchSquads(database, leagueSeasonId, squadCount, players, 1))
    log(`${squadCount.toLocaleString('en')} squads seeded in ${seeded.ms.toFixed(0)} ms`)
    const loadAtSettle = loadavg()[0]
    const settled = await timed(() =>
      settleFantasySeason(database, leagueSeasonId, clock, createDatabaseRankingStore(database)),
    )
    log(
      `round ${settled.value.join(', ')} settled for ${squadCount.toLocaleString('en')} squads in ${settled.ms.toFixed(0)} ms (load ${loadAtSettle?.toFixed(1)})`,
    )
    const pglite = await rankingReads(database, createDatabaseRankingStore(database), seeded.value)
    log(
      `ranking, first page + one manager's rank, PGlite: p50 ${pglite.p50Ms.toFixed(1)} ms, p99 ${pglite.p99Ms.toFixed(1)} ms, ${pglite.perSecond.toFixed(0)}/s (load ${pglite.load.toFixed(1)})`,
    )
    const redis = await redisReads(database, seeded.value)
    if (redis !== null) {
      log(
        `ranking, first page + one manager's rank, Redis: p50 ${redis.p50Ms.toFixed(1)} ms, p99 ${redis.p99Ms.toFixed(1)} ms, ${redis.perSecond.toFixed(0)}/s (load ${redis.load.toFixed(1)})`,
      )
    }
    return {
      squads: squadCount,
      connections,
      seconds,
      seedMs: seeded.ms,
      settleMs: settled.ms,
      loadAtSettle,
      pglite,
      redis,
    }
  })
  console.log(`BENCH_FANTASY_RESULT ${JSON.stringify(result)}`)
}

await main()
