import * as Sentry from '@sentry/nextjs'
import { sentryReplayOptions, sentrySampling, shouldReportFor } from './sentry-options'

/** Starts Sentry in the browser, unless the visitor is a search engine or a link preview (only logged). */
export function startBrowserReporting(dsn: string): void {
  if (!shouldReportFor(navigator.userAgent)) {
    return
  }
  Sentry.init({
    dsn,
    ...sentrySampling,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration(sentryReplayOptions)],
  })
}
