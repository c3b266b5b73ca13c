// Next.js' page and data cache shared by every site instance through Redis (next.config.ts uses this file
// when REDIS_URL is set; without it each instance keeps its own cache on disk, which one machine needs, or
// only in its memory with SITE_PAGE_CACHE=memory).
// @fortedigital/nextjs-cache-handler is the maintained successor of @neshca/cache-handler for Next.js 16: it
// stores entries with their tags, so a revalidation on one instance reaches all of them. If Redis cannot be
// reached, the instance falls back to a cache in its own memory and keeps serving.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { Redis } from 'ioredis'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Next's id of the build being served (`next build` writes it); the cache is never shared across builds. */
function buildId() {
  const file = join(process.cwd(), '.next', 'BUILD_ID')
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : 'development'
}

/** One connection per process, however many times Next creates the handler. */
let configuration

async function createConfiguration() {
  const memory = createLruHandler()
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) {
    return { handlers: [memory] }
  }
  const client = new Redis(process.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 })
  client.on('error', (error) => console.warn(`page cache: Redis error (${error.message}); pages still render`))
  try {
    await client.connect()
  } catch (error) {
    console.warn(`page cache: Redis not reached (${error.message}); this instance keeps its own cache`)
    client.disconnect()
    return { handlers: [memory] }
  }
  // Pages of one build never serve another's: their HTML names that build's script files.
  const keyPrefix = `league-site:${buildId()}:`
  return { handlers: [createRedisHandler({ client: ioredisAdapter(client), keyPrefix })] }
}

CacheHandler.onCreation(() => {
  configuration ??= createConfiguration()
  return configuration
})

export default CacheHandler
