// The Hono environment shared by every router: what the middleware puts on the context before a handler runs.
import type { DemoClock } from '@league/client-league/demo-clock'
import type { Database } from '../db/connection.ts'
import type { RankingStore } from '../queries/fantasy/ranking-store.ts'
import type { clients } from '../db/schema/accounts.ts'
import type { ResponseCacheHit, ResponseCacheOutcome } from './response-cache/negotiation.ts'

/** The client league a request belongs to, resolved from its Origin (or Host) header: its stored row. */
export type TenantClient = typeof clients.$inferSelect

export type AppVariables = {
  database: Database
  /** The demo clock createApp was given: what the queries count as played. */
  demoClock: DemoClock
  /** Where the fantasy ranking is read (the database, or Redis sorted sets with REDIS_URL). */
  rankingStore: RankingStore
  client: TenantClient
  /** The signed-in user's uuid, set by the bearer-token middleware on per-user routes. */
  userId?: string
  /** The session of the signed-in user's token (logout ends it), set with `userId`. */
  sessionId?: string
  requestId: string
  /** How the response cache answered (the request log samples its hits). */
  responseCache?: ResponseCacheOutcome
  /** Which stored answer a fresh hit was (its headers are recorded for the fast path). */
  responseCacheHit?: ResponseCacheHit
}

export type AppEnv = { Variables: AppVariables }
