/**
 * The request header in which the proxy (src/proxy.ts) hands the requested path to server components: Next.js
 * gives a not-found page neither params nor the URL, and the 404 must name the path in its server HTML.
 * The proxy always overwrites it, so a visitor cannot send their own.
 */
export const requestPathHeader = 'x-league-request-path'

/** The path as a person reads it (percent-escapes decoded); a malformed escape is shown as sent. */
export function readablePath(path: string | null | undefined): string {
  if (!path) {
    return '/'
  }
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}
