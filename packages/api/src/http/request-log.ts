// A request id on every answer (taken from a sane `X-Request-Id` or generated) and one JSON log line per
// request with method, path, status and duration, so slow or failing requests can be traced.
import type { MiddlewareHandler } from 'hono'
import { logger } from './log.ts'

const validRequestId = /^[\w\-=]{1,200}$/

export function requestLog(): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async function logRequest(context, next) {
    const started = performance.now()
    const incoming = context.req.header('X-Request-Id')
    const requestId = incoming !== undefined && validRequestId.test(incoming) ? incoming : crypto.randomUUID()
    context.set('requestId', requestId)
    await next()
    context.res.headers.set('X-Request-Id', requestId)
    logger.info('request', {
      requestId,
      method: context.req.method,
      path: context.req.path,
      status: context.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    })
  }
}
