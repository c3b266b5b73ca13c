// In-memory fixed-window rate limit per client address and route, for the endpoints that check passwords
// and tokens: it slows down credential guessing. One API instance keeps its own counts; behind several
// instances put the limit in the proxy or a shared store.
import type { Context, MiddlewareHandler } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { ApiError } from './errors.ts'

export type RateLimitOptions = {
  /** Requests allowed per window and key. */
  limit: number
  windowMs: number
  /** The clock, injectable so tests move time instead of sleeping. */
  now?: () => number
  /** The caller's address; defaults to the socket's remote address. */
  addressOf?: (context: Context) => string
}

function socketAddress(context: Context): string {
  try {
    return getConnInfo(context).remote.address ?? 'unknown'
  } catch {
    // app.request() in tests has no socket.
    return 'unknown'
  }
}

export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const now = options.now ?? Date.now
  const addressOf = options.addressOf ?? socketAddress
  const windows = new Map<string, { startedAt: number; count: number }>()

  return async function limitRate(context, next) {
    const currentTime = now()
    const key = `${addressOf(context)} ${context.req.method} ${context.req.path}`
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
