// Redis pub/sub bus: every API instance subscribes to the channels its clients listen to, so an event
// published on one instance reaches listeners on all of them. Redis needs two connections because a
// connection in subscriber mode cannot publish.
import { Redis } from 'ioredis'
import { logger } from '../http/log.ts'
import type { LiveBus, LiveEvent, LiveListener } from './bus.ts'

const prefix = 'league:live:'

export async function createRedisBus(redisUrl: string): Promise<LiveBus> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 }
  const publisher = new Redis(redisUrl, options)
  const subscriber = new Redis(redisUrl, options)
  // ioredis reconnects by itself; without a listener every failed attempt would print an "Unhandled error
  // event". One warning per outage is enough.
  for (const [role, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    let warned = false
    connection.on('error', (error: Error) => {
      if (!warned) {
        warned = true
        logger.warn('live bus: Redis connection lost, reconnecting', { role, message: error.message })
      }
    })
    connection.on('ready', () => {
      warned = false
    })
  }
  await Promise.all([publisher.connect(), subscriber.connect()])
  const listenersByChannel = new Map<string, Set<LiveListener>>()

  subscriber.on('message', (redisChannel: string, message: string) => {
    const channel = redisChannel.slice(prefix.length)
    const listeners = listenersByChannel.get(channel)
    if (listeners === undefined) {
      return
    }
    let event: LiveEvent
    try {
      event = JSON.parse(message) as LiveEvent
    } catch {
      logger.warn('live bus: ignored a message that is not JSON', { channel })
      return
    }
    for (const listener of listeners) {
      listener(event, channel)
    }
  })

  return {
    kind: 'redis',
    async publish(channel, event) {
      await publisher.publish(prefix + channel, JSON.stringify(event))
    },
    async subscribe(channel, listener) {
      let listeners = listenersByChannel.get(channel)
      if (listeners === undefined) {
        listeners = new Set()
        listenersByChannel.set(channel, listeners)
        await subscriber.subscribe(prefix + channel)
      }
      listeners.add(listener)
      return async () => {
        listeners.delete(listener)
        if (listeners.size === 0 && listenersByChannel.get(channel) === listeners) {
          listenersByChannel.delete(channel)
          await subscriber.unsubscribe(prefix + channel)
        }
      }
    },
    async close() {
      listenersByChannel.clear()
      await Promise.all([publisher.quit(), subscriber.quit()])
    },
  }
}
