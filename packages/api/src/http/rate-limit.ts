// In-memory fixed-window rate limits for the endpoints that check passwords and tokens: per client address
// and route, and per account (the email a body names), so guessing one account's password from many
// addresses is slowed as much as guessing many from one. One API instance keeps its own counts; behind
// several instances put the limit in the proxy or a shared store.
import type { Context, MiddlewareHandler } from 'hono'
import { clientAddress } from './client-address.ts'
import { ApiError } from './errors.ts'
import { BlockList } from 'node:net'

export type RateLimitOptions = {
  /** Requests allowed per window and key. */
  limit: number
  windowMs: number
  /** The clock, injectable so tests move time instead of sleeping. */
  now?: () => number
  /** The caller's address; defaults to the socket's remote address (see client-address.ts). */
  addressOf?: (context: Context) => string
  /**
   * What is counted instead of address and route; undefined lets the request through uncounted (a body
   * that names no account is left to the address limit and the validation).
   */
  keyOf?: (context: Context) => Promise<string | undefined>
}

/** The lower-cased `email` of a JSON body (Hono keeps the parsed body, so the route's validator reads it again). */
export async function emailOfBody(context: Context): Promise<string | undefined> {
  try {
    const body: unknown = await context.req.json()
    if (typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string') {
      return `email ${body.email.trim().toLowerCase()}`
    }
  } catch {
    // Not JSON: the validator answers 400.
  }
  return undefined
}

export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const now = options.now ?? Date.now
  const addressOf = options.addressOf ?? clientAddress(new BlockList())
  const windows = new Map<string, { startedAt: number; count: number }>()

  return async function limitRate(context, next) {
    const currentTime = now()
    const key =
      options.keyOf === undefined
        ? `${addressOf(context)} ${context.req.method} ${context.req.path}`
        : await options.keyOf(context)
    if (key === undefined) {
      await next()
      return
    }
    let window = windows.get(key)
    if (window === undefined || currentTime - window.startedAt >= options.windowMs) {
      window = { startedAt: currentTime, count: 0 }
      windows.set(key, window)
      if (windows.size > 10_000) {
        forgetExpired(windows, currentTime, options.windowMs)
      }
    }
    window.count += 1
    const remaining = Math.max(0, options.limit - window.count)
    const resetSeconds = Math.max(1, Math.ceil((window.startedAt + options.windowMs - currentTime) / 1000))
    if (window.count > options.limit) {
      throw new ApiError(429, 'rate_limited', `Too many attempts; try again in ${resetSeconds} seconds`, undefined, {
        'Retry-After': String(resetSeconds),
        'RateLimit-Limit': String(options.limit),
        'RateLimit-Remaining': '0',
      })
    }
    await next()
    context.res.headers.set('RateLimit-Limit', String(options.limit))
    context.res.headers.set('RateLimit-Remaining', String(remaining))
  }
}

function forgetExpired(
  windows: Map<string, { startedAt: number; count: number }>,
  currentTime: number,
  windowMs: number,
): void {
  for (const [key, window] of windows) {
    if (currentTime - window.startedAt >= windowMs) {
      windows.delete(key)
    }
  }
}
