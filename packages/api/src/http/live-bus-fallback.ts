// The live bus as the server uses it: Redis when it answers, in-process when it does not. A Redis that is
// down at start, or drops later, must not stop the API: events and cache invalidations then stay in this
// process (with a warning), and Redis takes over again as soon as it is back. Wraps the live/ buses through
// their own interface.
import { Redis } from 'ioredis'
import { createLiveBus, type LiveBus, type LiveEvent, type LiveListener } from '../live/index.ts'
import { describeError } from './describe-error.ts'
import { logger } from './log.ts'

export type FallbackBusOptions = {
  redisUrl: string | undefined
  /** Waits between attempts to reach Redis again; the last one repeats. */
  retryDelaysMs?: readonly number[]
}

export type FallbackBus = LiveBus & { readonly usingRedis: boolean }

const defaultRetryDelaysMs = [1000, 2000, 5000, 10_000, 30_000]

/** Whether Redis answers a PING now, with a client that does not retry (it would leak if left reconnecting). */
async function redisAnswers(redisUrl: string): Promise<boolean> {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
  })
  probe.on('error', () => {})
  try {
    await probe.connect()
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}

export async function createFallbackBus(options: FallbackBusOptions): Promise<FallbackBus> {
  const local = await createLiveBus()
  const listenersByChannel = new Map<string, Set<LiveListener>>()
  const redisUrl = options.redisUrl
  const retryDelaysMs = options.retryDelaysMs ?? defaultRetryDelaysMs
  let redis: LiveBus | undefined
  let closed = false
  let retryTimer: NodeJS.Timeout | undefined
  let publishFailing = false

  const deliver = (event: LiveEvent, channel: string) => {
    for (const listener of listenersByChannel.get(channel) ?? []) {
      listener(event, channel)
    }
  }

  async function connect(attempt: number): Promise<void> {
    if (closed || redisUrl === undefined || redisUrl === '') {
      return
    }
    if (await redisAnswers(redisUrl)) {
      try {
        const bus = await createLiveBus({ redisUrl })
        for (const channel of listenersByChannel.keys()) {
          await bus.subscribe(channel, deliver)
        }
        if (closed) {
          await bus.close()
          return
        }
        redis = bus
        logger.info(attempt === 0 ? 'live bus on Redis' : 'Redis reachable again: live bus back on Redis')
        return
      } catch (error) {
        logger.warn('Redis answered but the live bus could not subscribe', { error: describeError(error) })
      }
    }
    const delay = retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)] ?? 30_000
    logger.warn('Redis unreachable: live events and cache invalidations stay in this process until it answers', {
      retryInMs: delay,
    })
    retryTimer = setTimeout(() => void connect(attempt + 1), delay)
    retryTimer.unref()
  }

  await connect(0)

  return {
    get kind() {
      return redis === undefined ? 'memory' : 'redis'
    },
    get usingRedis() {
      return redis !== undefined
    },
    async publish(channel, event) {
      if (redis !== undefined) {
        try {
          await redis.publish(channel, event)
          if (publishFailing) {
            publishFailing = false
            logger.info('Redis reachable again: publishing on Redis')
          }
          return
        } catch (error) {
          // ioredis reconnects by itself (and re-subscribes); meanwhile this instance's listeners still hear it.
          if (!publishFailing) {
            publishFailing = true
            logger.warn('Redis publish failed: delivering in this process only until Redis answers', {
              error: describeError(error),
            })
          }
        }
      }
      await local.publish(channel, event)
    },
    async subscribe(channel, listener) {
      let listeners = listenersByChannel.get(channel)
      if (listeners === undefined) {
        listeners = new Set()
        listenersByChannel.set(channel, listeners)
        await local.subscribe(channel, deliver)
        await redis?.subscribe(channel, deliver)
      }
      listeners.add(listener)
      return async () => {
        listeners.delete(listener)
      }
    },
    async close() {
      if (closed) {
        return
      }
      closed = true
      clearTimeout(retryTimer)
      listenersByChannel.clear()
      await Promise.all([local.close(), redis?.close()])
    },
  }
}
