// Error reporting as the spec asks: Sentry only when a DSN is configured, 20 % of traces, a replay of every
// session and of every session with an error, text and media left visible in replays. Visits of search
// engines and link-preview bots are never reported: their errors are only logged.
import { isBotUserAgent } from './bots'

/** The DSN of the site (the browser's first, the server's otherwise); unset means no error reporting. */
export const sentryDsn: string | undefined = process.env.NEXT_PUBLIC_SENTRY_DSN || process.env.SENTRY_DSN || undefined

/** The origin envelopes are sent to, for the page's connect-src; undefined when reporting is off. */
export const sentryReportingOrigin: string | undefined = originOf(sentryDsn)

function originOf(dsn: string | undefined): string | undefined {
  if (dsn === undefined) {
    return undefined
  }
  try {
    return new URL(dsn).origin
  } catch {
    return undefined
  }
}

/** The sampling and replay settings shared by the browser and the server. */
export const sentrySampling = {
  tracesSampleRate: 0.2,
  replaysSessionSampleRate: 1,
  replaysOnErrorSampleRate: 1,
} as const

/** The replay recorder's privacy settings: the spec wants pages recorded as the visitor saw them. */
export const sentryReplayOptions = { maskAllText: false, blockAllMedia: false } as const

/** Whether an error seen during this user agent's visit goes to Sentry (bots' errors are only logged). */
export function shouldReportFor(userAgent: string | null | undefined): boolean {
  if (isBotUserAgent(userAgent)) {
    return false
  }
  return true
}

export { sentryDsnMetaName } from './sentry-dsn-meta'
