// Whether a session is still active, asked on every authenticated request. A busy scorer's console posts
// several events a second, so answers are kept in memory for a few seconds (bounded, oldest dropped first)
// instead of reading the database each time. A revocation drops the cached entry at once on this instance
// and, through the live bus (Redis pub/sub when REDIS_URL is set), on every other instance.
import { randomUUID } from 'node:crypto'
import type { Database } from '../db/connection.ts'
import { describeError } from '../http/describe-error.ts'
import { logger } from '../http/log.ts'
import type { LiveBus } from '../live/bus.ts'
import { endSession, endUserSessions, isSessionActive } from './sessions.ts'

/** A channel of the platform's own, beside the games' channels. */
export const sessionRevocationChannel = 'platform/session-revocation'

export type SessionCheckOptions = {
  database: Database
  /** Carries revocations to the other instances; without it they stay in this process. */
  bus?: LiveBus | undefined
  /** How long an "active" answer is believed; 5 seconds if not given. */
  cacheMs?: number | undefined
  /** How many sessions are remembered at most; 10,000 if not given. */
  maxEntries?: number | undefined
  now?: (() => number) | undefined
}

export type SessionCheck = {
  /**
   * Whether the session exists and was not ended (cached briefly). `database` is the request's: a scorer's
   * event is checked on the live-write lane, never queued behind readers on the shared pool.
   */
  isActive: (sessionId: string, database?: Database) => Promise<boolean>
  /** Ends one session (logout) everywhere at once. */
  end: (sessionId: string) => Promise<void>
  /** Ends every session of a user except `keep`; answers the ids ended. */
  endAllOf: (userId: number, options?: { keep?: string }) => Promise<string[]>
  /** Stops listening to the bus. */
  close: () => Promise<void>
}

export function createSessionCheck(options: SessionCheckOptions): SessionCheck {
  const cacheMs = options.cacheMs ?? 5000
  const maxEntries = options.maxEntries ?? 10_000
  const now = options.now ?? Date.now
  const instance = randomUUID()
  // Only active sessions are remembered: an ended one never comes back, and refusing it costs one read.
  const activeUntil = new Map<string, number>()

  function forget(sessionIds: readonly string[]) {
    for (const sessionId of sessionIds) {
      activeUntil.delete(sessionId)
    }
  }

  function remember(sessionId: string) {
    activeUntil.delete(sessionId)
    while (activeUntil.size >= maxEntries) {
      // A Map iterates in insertion order: the first key is the oldest.
      const oldest = activeUntil.keys().next()
      if (oldest.done === true) {
        break
      }
      activeUntil.delete(oldest.value)
    }
    activeUntil.set(sessionId, now() + cacheMs)
  }

  const subscription = options.bus?.subscribe(sessionRevocationChannel, (event) => {
    const sessionIds = event.payload['sessionIds']
    if (event.payload['sender'] !== instance && Array.isArray(sessionIds)) {
      forget(sessionIds.filter((id): id is string => typeof id === 'string'))
    }
  })
  subscription?.catch((error: unknown) => {
    logger.warn('session revocations from other instances not received', { error: describeError(error) })
  })

  async function announce(sessionIds: readonly string[]) {
    forget(sessionIds)
    if (options.bus === undefined || sessionIds.length === 0) {
      return
    }
    try {
      await options.bus.publish(sessionRevocationChannel, {
        type: 'status',
        at: new Date(now()).toISOString(),
        payload: { sender: instance, sessionIds: [...sessionIds] },
      })
    } catch (error) {
      logger.warn('session revocation not published; other instances refuse it once their cache expires', {
        error: describeError(error),
      })
    }
  }

  return {
    async isActive(sessionId, database = options.database) {
      const until = activeUntil.get(sessionId)
      if (until !== undefined && until > now()) {
        return true
      }
      const active = await isSessionActive(database, sessionId)
      if (active) {
        remember(sessionId)
      } else {
        activeUntil.delete(sessionId)
      }
      return active
    },
    async end(sessionId) {
      await endSession(options.database, sessionId)
      await announce([sessionId])
    },
    async endAllOf(userId, endOptions = {}) {
      const ended = await endUserSessions(options.database, userId, endOptions)
      await announce(ended)
      return ended
    },
    async close() {
      const unsubscribe = await subscription?.catch(() => undefined)
      await unsubscribe?.()
    },
  }
}
