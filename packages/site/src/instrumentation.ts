import type { Instrumentation } from 'next'
import { sentryDsn, sentrySampling, shouldReportFor } from './lib/error-reporting/sentry-options'

// The server's half of error reporting: loaded only when a DSN is configured.
export async function register() {
  if (sentryDsn === undefined || process.env.NEXT_RUNTIME !== 'nodejs') {
    return
  }
  const Sentry = await import('@sentry/nextjs')
  Sentry.init({ dsn: sentryDsn, tracesSampleRate: sentrySampling.tracesSampleRate })
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const userAgent = request.headers['user-agent']
  const agent = Array.isArray(userAgent) ? userAgent[0] : userAgent
  if (!shouldReportFor(agent)) {
    // A crawler's or a link preview's visit: logged for the operator, never reported as a user's problem.
    console.error(`error during a bot's visit of ${request.path}:`, error)
    return
  }
  if (sentryDsn === undefined) {
    return
  }
  const Sentry = await import('@sentry/nextjs')
  Sentry.captureRequestError(error, request, context)
}
