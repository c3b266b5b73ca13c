// Headers that make every API answer inert in a browser: JSON is never sniffed as HTML, never framed, never
// runs anything, leaks no referrer and is not loadable by other sites without CORS. The two HTML pages (the
// sign-in pop-up and /reference) set their own Content-Security-Policy, which is kept.
import type { MiddlewareHandler } from 'hono'

/** Nothing may load, run or frame a JSON answer. */
export const jsonContentSecurityPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** Two years, the preload list's minimum; only sent in production, where the API is behind HTTPS. */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains'

export function securityHeaders(options: { production: boolean }): MiddlewareHandler {
  return async function setSecurityHeaders(context, next) {
    await next()
    const headers = context.res.headers
    headers.set('X-Content-Type-Options', 'nosniff')
    if (!headers.has('Referrer-Policy')) {
      headers.set('Referrer-Policy', 'no-referrer')
    }
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', jsonContentSecurityPolicy)
    }
    // CORS reads by the client sites are unaffected; no-cors loads (<script src>, <img>) from other sites are.
    // Served files set their own (a public crest is an <img> on the league's site: uploads/file-response.ts).
    if (!headers.has('Cross-Origin-Resource-Policy')) {
      headers.set('Cross-Origin-Resource-Policy', 'same-origin')
    }
    headers.set('X-Frame-Options', 'DENY')
    if (options.production) {
      headers.set('Strict-Transport-Security', strictTransportSecurity)
    }
  }
}
