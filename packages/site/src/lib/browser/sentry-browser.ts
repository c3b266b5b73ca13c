import 'client-only'
import { sentryReplayOptions, sentrySampling, shouldReportFor } from '../error-reporting/sentry-options'

/** Starts Sentry in the browser, unless the visitor is a search engine or a link preview (only logged). */
export async function startBrowserReporting(dsn: string): Promise<void> {
  if (!shouldReportFor(navigator.userAgent)) {
    return
  }
  const Sentry = await import('@sentry/nextjs')
  Sentry.init({
    dsn,
    ...sentrySampling,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration(sentryReplayOptions)],
  })
}
