// The operator's writes reach the API with the token from an HttpOnly cookie, so a page of another site must
// not be able to make the browser send them (CSRF): only requests made by this site's own pages pass.

/** The headers the check reads, by their lower-case names. */
export type RequestHeaders = { get(name: string): string | null }

/**
 * True when the request comes from a page of `siteOrigin`: its `Origin` header names it, or, for a browser
 * that sends no `Origin`, `Sec-Fetch-Site` says same-origin. Anything else (another origin, no header at
 * all, a form posted from elsewhere) is refused.
 *
 * @example
 * isSameOriginRequest(new Headers({ origin: 'https://aba.example' }), 'https://aba.example') //=> true
 * isSameOriginRequest(new Headers({ origin: 'https://evil.example' }), 'https://aba.example') //=> false
 */
export function isSameOriginRequest(headers: RequestHeaders, siteOrigin: string): boolean {
  const origin = headers.get('origin')
  if (origin !== null) {
    return origin === siteOrigin
  }
  return headers.get('sec-fetch-site') === 'same-origin'
}
