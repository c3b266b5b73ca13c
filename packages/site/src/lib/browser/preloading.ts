import 'client-only'

/**
 * When the site may preload pages (spec §9). The site's client navigation prefetches a route's payload through
 * Next's router when a link becomes visible (components/shell/client-navigation.tsx), and Next's scheduler
 * keeps at most 4 such prefetches in flight (12 for the link under the pointer), within the spec's "about 5". The site's part is the guard: no payload preloading on `slow-2g`
 * nor when the visitor asked to save data.
 */
export type NetworkConnection = { effectiveType?: string | undefined; saveData?: boolean | undefined }

/** Whether links may preload their pages on this connection (unknown connections may). */
export function mayPreload(connection: NetworkConnection | undefined): boolean {
  if (connection === undefined) {
    return true
  }
  return connection.saveData !== true && connection.effectiveType !== 'slow-2g'
}

function isConnection(value: unknown): value is NetworkConnection & EventTarget {
  return typeof value === 'object' && value !== null && 'addEventListener' in value
}

/** The Network Information API's connection where the browser has it (Chromium), otherwise undefined. */
export function connectionOf(source: object): (NetworkConnection & EventTarget) | undefined {
  const connection = 'connection' in source ? source.connection : undefined
  return isConnection(connection) ? connection : undefined
}
