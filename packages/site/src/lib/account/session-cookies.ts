// The cookies of a signed-in visitor, set and cleared only by the site's own /api/session route.
import { authCookieName } from '../server/site-config'
import { signedInCookieName } from './session-presence'

/** A year: the visitor stays signed in until they log out or the API refuses the token. */
export const sessionMaxAgeSeconds = 31_536_000

type CookieOptions = {
  path: '/'
  maxAge: number
  httpOnly: boolean
  secure: boolean
  sameSite: 'lax'
}

type SessionCookie = { name: string; value: string; options: CookieOptions }

/**
 * The token cookie (HttpOnly, so no script can read it; the /api door adds it to API calls) and the readable
 * marker that only says "signed in". Lax keeps them off cross-site posts; Secure outside development.
 */
export function sessionCookies(token: string, production: boolean): SessionCookie[] {
  const shared = { path: '/', maxAge: sessionMaxAgeSeconds, secure: production, sameSite: 'lax' } as const
  return [
    { name: authCookieName, value: token, options: { ...shared, httpOnly: true } },
    { name: signedInCookieName, value: '1', options: { ...shared, httpOnly: false } },
  ]
}

/** The same cookies emptied and expired, for logging out. */
export function clearedSessionCookies(production: boolean): SessionCookie[] {
  return sessionCookies('', production).map((cookie) => ({
    ...cookie,
    value: '',
    options: { ...cookie.options, maxAge: 0 },
  }))
}

/** Whether a state-changing request comes from the site's own pages (a cross-site form cannot sign anyone in). */
export function isSameOriginRequest(requestHeaders: Headers, siteOrigin: string): boolean {
  return requestHeaders.get('origin') === siteOrigin
}
