// The ranking store the app runs with: Redis sorted sets when `REDIS_URL` is set, else the database (the
// two kinds and their shared ranking rule: ranking-store.ts).
import type { Database } from '../../db/connection.ts'
import { describeError } from '../../http/describe-error.ts'
import { logger } from '../../http/log.ts'
import type { RankingStore } from './ranking-store.ts'
import { createDatabaseRankingStore } from './ranking-store-database.ts'
import { createRedisRankingStore } from './ranking-store-redis.ts'

/**
 * The ranking store of the app: Redis sorted sets when `redisUrl` is given (`REDIS_URL`), else the database.
 * The Redis store fills a board it does not hold from the database (after a Redis restart, or the first read).
 */
export async function createRankingStore(
  database: Database,
  options: { redisUrl?: string | undefined; keyPrefix?: string } = {},
): Promise<RankingStore> {
  if (options.redisUrl === undefined || options.redisUrl === '') {
    return createDatabaseRankingStore(database)
  }
  const source = createDatabaseRankingStore(database)
  try {
    return await createRedisRankingStore({
      redisUrl: options.redisUrl,
      database,
      source,
      ...(options.keyPrefix === undefined ? {} : { keyPrefix: options.keyPrefix }),
    })
  } catch (error) {
    // The API still serves the ranking, from the database, as the live bus falls back to memory.
    logger.warn('fantasy ranking: Redis does not answer, the database serves the ranking', {
      error: describeError(error),
    })
    return source
  }
}
