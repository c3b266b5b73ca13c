// A request id on every answer (taken from a sane `X-Request-Id` or generated) and JSON log lines with
// method, path, status and duration, so slow or failing requests can be traced.
//
// Every failure (4xx, 5xx) and every computed answer gets its line. Answers served from the response cache
// are the same stored bytes again and again (thousands a second under load): one in `sampleCachedHits` of
// them is logged, carrying `sampledOneIn` so counts can be scaled back. Logging each cost more than serving
// it; the sample still shows that hits happen and how long they take.
import type { MiddlewareHandler } from 'hono'
import { logger } from './log.ts'
import type { ResponseCacheOutcome } from './response-cache/negotiation.ts'

/** An `X-Request-Id` a caller may choose: echoed on the answer and in the log; anything else gets a new one. */
export const validRequestId = /^[\w\-=]{1,200}$/

/** Answers slower than this are always logged, even from the cache: something is wrong then. */
const slowRequestMs = 500

export type RequestLogOptions = {
  /** Log one cached answer in this many (1 logs them all); `LOG_SAMPLE_CACHED` in server.ts, 100 by default. */
  sampleCachedHits?: number
  /**
   * The sample to count cached answers in, shared with the fast path in front of the app (see
   * cached-read-fast-path.ts) so that one in `sampleCachedHits` of all of them is logged, whichever path
   * served it. One of its own when not given.
   */
  cachedHits?: CachedHitLog
}

/** The fields of one request line. */
export type RequestFields = { requestId: string; method: string; path: string; status: number; ms: number }

/** Counts answers served from the response cache and logs one in `sampledOneIn` of them. */
export type CachedHitLog = {
  readonly sampledOneIn: number
  /** Counts one answer; true when its turn in the sample has come and it is to be logged with `write`. */
  counted: () => boolean
  write: (fields: RequestFields, cache: 'hit' | 'stale') => void
}

export function cachedHitLog(sampledOneIn: number = 100): CachedHitLog {
  let seen = 0
  return {
    sampledOneIn,
    counted: () => {
      seen += 1
      return seen % sampledOneIn === 0
    },
    write: (fields, cache) => logger.info('request', { ...fields, cache, sampledOneIn }),
  }
}

/** `LOG_SAMPLE_CACHED`: a whole number ≥ 1, or the default 100. */
export function sampleCachedHitsFrom(value: string | undefined): number {
  const parsed = Number(value)
  return value !== undefined && Number.isInteger(parsed) && parsed >= 1 ? parsed : 100
}

export function requestLog(
  options: RequestLogOptions = {},
): MiddlewareHandler<{ Variables: { requestId: string; responseCache?: ResponseCacheOutcome } }> {
  const cachedHits = options.cachedHits ?? cachedHitLog(options.sampleCachedHits)
  return async function logRequest(context, next) {
    const started = performance.now()
    const incoming = context.req.header('X-Request-Id')
    const requestId = incoming !== undefined && validRequestId.test(incoming) ? incoming : crypto.randomUUID()
    context.set('requestId', requestId)
    await next()
    context.res.headers.set('X-Request-Id', requestId)
    const status = context.res.status
    const ms = Math.round((performance.now() - started) * 10) / 10
    const cache = context.get('responseCache')
    const fields = { requestId, method: context.req.method, path: context.req.path, status, ms }
    if (cache === 'refresh') {
      // The response cache asking the app again in the background; its failures are logged by the route.
      logger.debug('request', { ...fields, cache })
      return
    }
    if ((cache === 'hit' || cache === 'stale') && status < 400 && ms < slowRequestMs) {
      if (cachedHits.counted()) {
        cachedHits.write(fields, cache)
      }
      return
    }
    logger.info('request', cache === undefined ? fields : { ...fields, cache })
  }
}
