import { sentryDsnMetaName, sentryReplayOptions, sentrySampling, shouldReportFor } from './lib/sentry-options'

// The browser's half of error reporting. The SDK (about 75 KiB) is fetched only when the server named a DSN
// in the page and the visitor is no bot, so pages without a DSN ship none of it.
const dsn = document.querySelector<HTMLMetaElement>(`meta[name="${sentryDsnMetaName}"]`)?.content

if (dsn && shouldReportFor(navigator.userAgent)) {
  void import('@sentry/nextjs').then((Sentry) => {
    Sentry.init({
      dsn,
      ...sentrySampling,
      integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration(sentryReplayOptions)],
    })
  })
}
