// Sign-in throttling that nobody can turn against an account's owner. Two counts, never one per email alone:
// - per address, every POST under /auth/ (a guesser trying many accounts from one place is slowed);
// - per (email, address), the consecutive failures (wrong passwords; for the routes that send mail, every
//   attempt): past a few free ones, each further failure blocks that pair for a delay that doubles, up to a
//   ceiling. A success (200) forgets the pair.
// So 30 wrong passwords from one place slow that place only: the owner signs in from anywhere else at once.
import type { Context, MiddlewareHandler } from 'hono'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import type { AddressOf } from './client-address.ts'
import { consumeOrRefuse, createLimiter, tooManyRequests, type LimitStore } from './rate-limit.ts'

export type SignInLimitSettings = {
  /** Sign-in posts allowed per address in each window, over every route under /auth/. */
  perAddress: { points: number; windowSeconds: number }
  /** Failures per (email, address) answered at once, before the delays start. */
  freeFailures: number
  /** The first delay, doubled at each further failure, in seconds. */
  firstDelaySeconds: number
  /** The longest delay, in seconds. */
  maxDelaySeconds: number
}

export const defaultSignInLimits: SignInLimitSettings = {
  perAddress: { points: 60, windowSeconds: 60 },
  freeFailures: 5,
  firstDelaySeconds: 2,
  maxDelaySeconds: 15 * 60,
}

/** How a route's answer counts for its (email, address) pair. */
export type AttemptOutcome = (status: number) => 'failure' | 'success' | 'neutral'

/** Password checks: a wrong password (401) is a failure, a sign-in (200) forgets the pair. */
export const passwordOutcome: AttemptOutcome = (status) =>
  status === 401 ? 'failure' : status === 200 ? 'success' : 'neutral'

/** Routes that send mail (registration, reset): every accepted attempt counts, none forgets. */
export const mailingOutcome: AttemptOutcome = (status) => (status >= 200 && status < 300 ? 'failure' : 'neutral')

export type SignInLimits = {
  /** For every POST under /auth/: the per-address count. */
  perAddress: MiddlewareHandler
  /** For one route: the growing delays of an (email, address) pair. */
  perAccountAndAddress: (
    emailOf: (context: Context) => Promise<string | undefined>,
    outcome: AttemptOutcome,
  ) => MiddlewareHandler
}

export function createSignInLimits(
  store: LimitStore,
  addressOf: AddressOf,
  settings: SignInLimitSettings = defaultSignInLimits,
): SignInLimits {
  const addresses = createLimiter(store, { name: 'sign-in-address', ...settings.perAddress })
  // Failures in a row per pair, remembered for a day; the delay grows with them.
  const failures = createLimiter(store, { name: 'sign-in-failures', points: 1_000_000, windowSeconds: 24 * 60 * 60 })
  // One point: a pair in its delay has it consumed (by `block`) until the delay ends.
  const delays = createLimiter(store, { name: 'sign-in-delay', points: 1, windowSeconds: 1 })

  return {
    perAddress: async (context, next) => {
      await consumeOrRefuse(addresses, addressOf(context), 'Too many sign-in attempts from your address')
      await next()
    },
    perAccountAndAddress: (emailOf, outcome) => async (context, next) => {
      const email = await emailOf(context)
      if (email === undefined) {
        await next()
        return
      }
      const pair = `${email} ${addressOf(context)}`
      await refuseDuringDelay(delays, pair)
      await next()
      const counted = outcome(context.res.status)
      if (counted === 'success') {
        await Promise.all([failures.delete(pair), delays.delete(pair)])
      } else if (counted === 'failure') {
        const { consumedPoints } = await failures.consume(pair)
        const beyondFree = consumedPoints - settings.freeFailures
        if (beyondFree > 0) {
          const delay = Math.min(settings.firstDelaySeconds * 2 ** (beyondFree - 1), settings.maxDelaySeconds)
          await delays.block(pair, delay)
        }
      }
    },
  }
}

async function refuseDuringDelay(delays: RateLimiterAbstract, pair: string): Promise<void> {
  const delay = await delays.get(pair)
  if (delay !== null && delay.consumedPoints > 1 && delay.msBeforeNext > 0) {
    throw tooManyRequests(delay.msBeforeNext, 'Too many failed attempts for this email from your address')
  }
}
