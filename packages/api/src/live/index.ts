// Picks the live bus: Redis pub/sub when REDIS_URL is set (several API instances), in-process otherwise.
import type { LiveBus } from './bus.ts'
import { createMemoryBus } from './memory-bus.ts'
import { createRedisBus } from './redis-bus.ts'

export type { LiveBus, LiveEvent, LiveListener } from './bus.ts'
export { gameChannel } from './bus.ts'

export async function createLiveBus(options: { redisUrl?: string | undefined } = {}): Promise<LiveBus> {
  if (options.redisUrl !== undefined && options.redisUrl !== '') {
    return createRedisBus(options.redisUrl)
  }
  return createMemoryBus()
}
