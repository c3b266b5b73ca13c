// Error reporting to Sentry, only when SENTRY_DSN is set: the API's own bugs (answers 5xx, crashes) are
// sent; a caller's mistake (4xx) never is, since it is not ours to fix and would drown the real ones.
import * as Sentry from '@sentry/node'

export type ErrorReportingOptions = {
  dsn: string | undefined
  environment?: string | undefined
  release?: string | undefined
}

let active = false

/** Starts the SDK when a DSN is configured; returns whether it did. */
export function initErrorReporting(options: ErrorReportingOptions): boolean {
  if (options.dsn === undefined || options.dsn === '') {
    return false
  }
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment ?? 'development',
    ...(options.release === undefined ? {} : { release: options.release }),
    // Errors only: performance tracing would instrument every request for a product that asked for errors.
    tracesSampleRate: 0,
    // server.ts owns the process handlers (log, report, then exit cleanly); Sentry's own would exit first.
    integrations: (defaults) =>
      defaults.filter((integration) => !['OnUncaughtException', 'OnUnhandledRejection'].includes(integration.name)),
  })
  active = true
  return true
}

/** Reports one of our errors with the request it broke; a no-op without a DSN. */
export function reportError(error: unknown, request?: { requestId?: string; method: string; path: string }): void {
  if (!active) {
    return
  }
  Sentry.withScope((scope) => {
    if (request !== undefined) {
      scope.setTag('request_id', request.requestId ?? 'none')
      scope.setContext('request', request)
    }
    Sentry.captureException(error)
  })
}

/** Sends what is queued (before exit or in tests); resolves false when the timeout passed first. */
export async function flushErrorReports(timeoutMs = 2000): Promise<boolean> {
  return active ? Sentry.flush(timeoutMs) : true
}
