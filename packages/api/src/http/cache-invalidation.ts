// An import makes every cached answer stale, on every API instance, not only in the process that imported.
// Invalidations travel on the live bus (Redis pub/sub when REDIS_URL is set): each instance publishes its own
// and clears its caches when another's arrives. The CLI publishes one after an import.
import { randomUUID } from 'node:crypto'
import { createLiveBus, type LiveBus } from '../live/index.ts'
import { invalidateComputedCache, onComputedCacheInvalidated } from '../queries/computed-cache.ts'
import { describeError } from './describe-error.ts'
import { logger } from './log.ts'

/** A channel of the platform's own, beside the games' `<client>/games/<game>` channels. */
export const cacheInvalidationChannel = 'platform/cache-invalidation'

/** Tells every instance listening on the bus that the data changed. */
export async function publishCacheInvalidation(bus: LiveBus, sender: string, reason: string): Promise<void> {
  await bus.publish(cacheInvalidationChannel, {
    type: 'status',
    at: new Date().toISOString(),
    payload: { invalidated: 'league-cache', sender, reason },
  })
}

/**
 * Publishes this instance's invalidations and applies everyone else's. Returns the function that stops both.
 * An invalidation received from the bus is not published again, so two instances never echo each other.
 */
export async function shareCacheInvalidations(
  bus: LiveBus,
  instance: string = randomUUID(),
): Promise<() => Promise<void>> {
  let applyingReceived = false
  const unsubscribe = await bus.subscribe(cacheInvalidationChannel, (event) => {
    if (event.payload['sender'] === instance) {
      return
    }
    logger.info('cache invalidated by another process', {
      sender: event.payload['sender'],
      reason: event.payload['reason'],
    })
    applyingReceived = true
    try {
      invalidateComputedCache()
    } finally {
      applyingReceived = false
    }
  })
  const stopPublishing = onComputedCacheInvalidated(() => {
    if (applyingReceived) {
      return
    }
    publishCacheInvalidation(bus, instance, 'import').catch((error: unknown) => {
      logger.warn('cache invalidation not published; other instances keep their caches until they expire', {
        error: describeError(error),
      })
    })
  })
  return async () => {
    stopPublishing()
    await unsubscribe()
  }
}

/**
 * After a CLI import: tells running API instances through Redis, or says plainly why it cannot. On PGlite no
 * API can be running (the folder is locked), so there is nothing to tell.
 */
export async function announceImport(options: {
  redisUrl: string | undefined
  databaseKind: 'pglite' | 'postgres'
}): Promise<string> {
  if (options.redisUrl !== undefined && options.redisUrl !== '') {
    const bus = await createLiveBus({ redisUrl: options.redisUrl })
    try {
      await publishCacheInvalidation(bus, `league-api import (pid ${process.pid})`, 'import')
    } finally {
      await bus.close()
    }
    return 'Running API instances were told through Redis to drop their cached answers.'
  }
  if (options.databaseKind === 'postgres') {
    return (
      'Warning: REDIS_URL is not set, so API instances running on this database were not told about the import ' +
      "and keep serving their cached tables until they restart. Set REDIS_URL to the API's Redis to tell them."
    )
  }
  return 'No API had this database open (PGlite is locked to one process), so no cache holds old answers.'
}
