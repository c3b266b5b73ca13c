// The ranking in Redis sorted sets, one per board: member = squad id (zero-padded, so that squads with the same
// points list by id, higher first, as the database lists them), score = points. A squad's rank is one more
// than ZCOUNT of the scores above its own: O(log n) however many squads play. Settling a round replaces its
// boards atomically (written under a temporary key, then renamed); a board Redis does not hold, or holds from
// an older settlement (a round settled by a process without Redis), is filled again from the database.
import { Redis } from 'ioredis'
import type { Database } from '../../db/connection.ts'
import { logger } from '../../http/log.ts'
import { ranksFrom, type RankedSquad, type RankingBoard, type RankingStore } from './ranking-store.ts'
import { lastSettledRound } from './settled-rounds.ts'

const memberDigits = 10
const chunkSize = 10_000
const markCheckMs = 1000

function memberOf(squadId: number): string {
  return String(squadId).padStart(memberDigits, '0')
}

export type RedisRankingStoreOptions = {
  redisUrl: string
  database: Database
  /** Where a missing board is read from: the database store. */
  source: RankingStore
  /** Prefix of every key (tests use a unique one); `league:fantasy:ranking:` by default. */
  keyPrefix?: string
}

/** A connected client that warns once when the connection drops (and again after it came back). */
async function connectedRedis(redisUrl: string): Promise<Redis> {
  // Auto-pipelining sends the commands of concurrent readers in one write: 50 callers' ZREVRANGE, ZMSCORE
  // and ZCOUNT go out together instead of one round trip each.
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3, enableAutoPipelining: true })
  let warned = false
  redis.on('error', (error: Error) => {
    if (!warned) {
      warned = true
      logger.warn('fantasy ranking: Redis connection lost, reconnecting', { message: error.message })
    }
  })
  redis.on('ready', () => {
    warned = false
  })
  try {
    await redis.connect()
  } catch (error) {
    redis.disconnect()
    throw error
  }
  return redis
}

export async function createRedisRankingStore(options: RedisRankingStoreOptions): Promise<RankingStore> {
  const redis = await connectedRedis(options.redisUrl)
  const prefix = options.keyPrefix ?? 'league:fantasy:ranking:'
  const keyOf = (board: RankingBoard) => `${prefix}${board.leagueSeasonId}:${board.round ?? 'overall'}`
  const markOf = (board: RankingBoard) => `${keyOf(board)}:settled`

  /** Which settlement a board holds: the last settled round for the overall board, the round itself for a round's. */
  async function expectedMark(board: RankingBoard): Promise<string> {
    return String(board.round ?? (await lastSettledRound(options.database, board.leagueSeasonId)))
  }

  async function replaceWith(
    board: RankingBoard,
    entries: readonly { squadId: number; points: number }[],
    mark: string,
  ) {
    const key = keyOf(board)
    const temporary = `${key}:filling:${process.pid}:${Math.random().toString(36).slice(2)}`
    for (let start = 0; start < entries.length; start += chunkSize) {
      const chunk = entries.slice(start, start + chunkSize).flatMap((entry) => [entry.points, memberOf(entry.squadId)])
      await redis.zadd(temporary, ...chunk)
    }
    const swap = redis.multi()
    if (entries.length === 0) {
      swap.del(key)
    } else {
      swap.rename(temporary, key)
    }
    await swap.set(markOf(board), mark).exec()
  }

  /** Boards found holding the expected settlement lately, and fills under way (concurrent readers share one). */
  const checked = new Map<string, { mark: string; at: number }>()
  const filling = new Map<string, Promise<void>>()

  async function fill(board: RankingBoard, mark: string): Promise<void> {
    if ((await redis.get(markOf(board))) === mark) {
      return
    }
    const count = await options.source.count(board)
    const entries = count === 0 ? [] : await options.source.page(board, 0, count)
    await replaceWith(board, entries, mark)
  }

  /**
   * Fills the board from the database when Redis lacks it or holds an older settlement. Checked at most once a
   * second per board (a GET per read otherwise): a board Redis lost in a restart is filled again within it.
   */
  async function ensureFilled(board: RankingBoard): Promise<void> {
    const mark = await expectedMark(board)
    const key = keyOf(board)
    const seen = checked.get(key)
    if (seen !== undefined && seen.mark === mark && Date.now() - seen.at < markCheckMs) {
      return
    }
    const running = filling.get(key)
    if (running !== undefined) {
      return running
    }
    const work = fill(board, mark).then(
      () => {
        checked.set(key, { mark, at: Date.now() })
      },
      (error: unknown) => {
        checked.delete(key)
        throw error
      },
    )
    filling.set(key, work)
    try {
      await work
    } finally {
      filling.delete(key)
    }
  }

  async function rankAbove(key: string, points: number): Promise<number> {
    return (await redis.zcount(key, `(${points}`, '+inf')) + 1
  }

  return {
    kind: 'redis',
    async replace(board, entries) {
      await replaceWith(board, entries, await expectedMark(board))
    },
    async page(board, offset, limit): Promise<RankedSquad[]> {
      await ensureFilled(board)
      const key = keyOf(board)
      const flat = await redis.zrevrange(key, offset, offset + limit - 1, 'WITHSCORES')
      const entries: { squadId: number; points: number }[] = []
      for (let index = 0; index + 1 < flat.length; index += 2) {
        entries.push({ squadId: Number(flat[index]), points: Number(flat[index + 1]) })
      }
      const first = entries[0]
      return first === undefined ? [] : ranksFrom(entries, offset, await rankAbove(key, first.points))
    },
    async ranksOf(board, squadIds) {
      if (squadIds.length === 0) {
        return []
      }
      await ensureFilled(board)
      const key = keyOf(board)
      const scores = await redis.zmscore(key, ...squadIds.map(memberOf))
      const found = squadIds.flatMap((squadId, index) => {
        const score = scores[index]
        return score === null || score === undefined ? [] : [{ squadId, points: Number(score) }]
      })
      return Promise.all(
        found.map(async (entry): Promise<RankedSquad> => ({ ...entry, rank: await rankAbove(key, entry.points) })),
      )
    },
    async count(board) {
      await ensureFilled(board)
      return redis.zcard(keyOf(board))
    },
    async close() {
      await redis.quit()
    },
  }
}
