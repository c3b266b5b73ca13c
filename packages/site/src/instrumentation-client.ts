import { sentryDsnMetaName } from './lib/error-reporting/sentry-dsn-meta'

// The browser's half of error reporting. The SDK (about 75 KiB) and the bot check are fetched only when the
// server named a DSN in the page, so pages without a DSN ship none of it.
const dsn = document.querySelector<HTMLMetaElement>(`meta[name="${sentryDsnMetaName}"]`)?.content

if (dsn) {
  void import('./lib/browser/sentry-browser').then(({ startBrowserReporting }) => startBrowserReporting(dsn))
}
