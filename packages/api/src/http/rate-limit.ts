// Counted limits through rate-limiter-flexible: in this process by default, in Redis when `REDIS_URL` is set
// so that every API instance counts together (two instances must not allow twice as much). A Redis that is
// down or not yet connected never turns into 500s: each Redis limiter is insured by one in memory.
// Every refusal is one 429 with Retry-After and a sentence a person understands.
import type { Context, MiddlewareHandler } from 'hono'
import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { ApiError } from './errors.ts'
import { logger } from './log.ts'

/** Where the counts live: this process, or a Redis every instance shares. */
export type LimitStore = { kind: 'memory' } | { kind: 'redis'; client: Redis }

export const memoryLimitStore: LimitStore = { kind: 'memory' }

/**
 * The store for `REDIS_URL` (memory when unset) and how to close it. The connection is made in the
 * background: until it is ready, and whenever Redis is away, the limits count in memory (their insurance).
 */
export function limitStoreFrom(redisUrl: string | undefined): { store: LimitStore; close: () => Promise<void> } {
  if (redisUrl === undefined || redisUrl === '') {
    return { store: memoryLimitStore, close: async () => {} }
  }
  // No offline queue: a count waiting for a reconnection would hold its request; the insurance answers instead.
  const client = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  let warned = false
  client.on('error', (error: Error) => {
    if (!warned) {
      warned = true
      logger.warn('limits: Redis unreachable, counting in this process meanwhile', { message: error.message })
    }
  })
  client.on('ready', () => {
    warned = false
  })
  return {
    store: { kind: 'redis', client },
    close: async () => {
      client.disconnect()
    },
  }
}

export type LimiterOptions = {
  /** Names the counts in a shared store, so two limits never read each other's keys. */
  name: string
  /** Requests (or failures) allowed per key in each window. */
  points: number
  windowSeconds: number
}

export function createLimiter(store: LimitStore, options: LimiterOptions): RateLimiterAbstract {
  const settings = { keyPrefix: `limit:${options.name}`, points: options.points, duration: options.windowSeconds }
  if (store.kind === 'memory') {
    return new RateLimiterMemory(settings)
  }
  return new RateLimiterRedis({
    ...settings,
    storeClient: store.client,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(settings),
  })
}

/** Whole seconds until a refused caller may try again; at least 1. */
export function retryAfterSeconds(milliseconds: number): number {
  return Math.max(1, Math.ceil(milliseconds / 1000))
}

/** The one refusal of every limit: 429, Retry-After, and what to do in words. */
export function tooManyRequests(milliseconds: number, what = 'Too many attempts'): ApiError {
  const seconds = retryAfterSeconds(milliseconds)
  return new ApiError(429, 'rate_limited', `${what}; try again in ${seconds} seconds`, undefined, {
    'Retry-After': String(seconds),
  })
}

/**
 * Takes one point for `key`, or throws the 429. Only a refusal of the limiter is a 429: a store error that
 * the insurance could not absorb is rethrown (a 500 that says what failed, not a refusal the caller earned).
 */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string, what?: string): Promise<void> {
  try {
    await limiter.consume(key)
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) {
      throw tooManyRequests(refusal.msBeforeNext, what)
    }
    throw refusal
  }
}

export type RateLimitOptions = {
  limiter: RateLimiterAbstract
  /** What is counted; undefined lets the request through uncounted. */
  keyOf: (context: Context) => string | undefined | Promise<string | undefined>
  /** The start of the refusal's sentence ("Too many attempts" when not given). */
  what?: string
}

/** A middleware that counts each request under its key and refuses past the limit. */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  return async function limitRate(context, next) {
    const key = await options.keyOf(context)
    if (key !== undefined) {
      await consumeOrRefuse(options.limiter, key, options.what)
    }
    await next()
  }
}

/** The lower-cased `email` of a JSON body (Hono keeps the parsed body, so the route's validator reads it again). */
export async function emailOfBody(context: Context): Promise<string | undefined> {
  try {
    const body: unknown = await context.req.json()
    if (typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string') {
      return body.email.trim().toLowerCase()
    }
  } catch {
    // Not JSON: the validator answers 400.
  }
  return undefined
}
