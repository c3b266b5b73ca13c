// The security headers of every answer of the site, and the Content-Security-Policy of its pages. A page's
// policy carries a fresh nonce: Next.js reads it from the request's own CSP header and puts it on its
// scripts, and the layout puts it on the theme style and the analytics scripts.
//
// A nonce makes every page's HTML unique, so it forces rendering per request (the pages already render per
// request, as the client comes from the host). Serving pages from Next's own cache (issue #11) cannot reuse
// a nonce; it would move to hashes: Next's inline scripts differ per page, so that means `strict-dynamic`
// with the hashes of the few inline scripts of a cached page (Next's experimental SRI), or the nonce kept
// only for uncached pages. Until then the shared cache in front (nginx) keeps whole pages, nonce included,
// which is sound: the nonce only has to be unguessable before the page is sent, and one cached page's nonce
// does not let an attacker inject markup into it.

/** The analytics host a page may load from when the client has an analytics id. */
const googleTagManager = 'https://www.googletagmanager.com'
const googleAnalytics = 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com'

/** Google Identity Services ("Continue with Google"): its button frame, styles and calls. */
const googleIdentity = 'https://accounts.google.com/gsi/'

/** Firebase Cloud Messaging's installation and token registration calls (browser push, issue #15). */
const firebaseMessaging = 'https://firebaseinstallations.googleapis.com https://fcmregistrations.googleapis.com'

/**
 * The game-day screens (a venue's scoreboard, shot clock, player stats and broadcast; a game's broadcast and
 * tv-stats) are opened inside OBS, vMix, LED controllers and other pages: every other page refuses frames.
 */
export function isEmbeddablePath(pathname: string): boolean {
  return (
    /^\/[^/]+\/venues\/[^/]+\/(?:scoreboard-game|shot-clock-game|player-stats|broadcast-game|broadcast|tv-stats)(?:\/|$)/.test(
      pathname,
    ) || /^\/[^/]+\/seasons\/[^/]+\/leagues\/[^/]+\/.*\/games\/[^/]+\/(?:broadcast|tv-stats)\/?$/.test(pathname)
  )
}

export type PagePolicyOptions = {
  nonce: string
  pathname: string
  /** Development needs eval for React's debugging and hot reload; production never allows it. */
  development: boolean
  /** Whether the client has an analytics id: only then may its pages reach Google's tag and collectors. */
  analytics: boolean
  /** Whether the client has a Google client id: only then may its pages load Google's sign-in button. */
  google?: boolean
  /** Whether the client has a push section: only then may its pages register with Firebase messaging. */
  push?: boolean
  /** Where Sentry envelopes go when error reporting is configured (its DSN's origin). */
  reportingOrigin?: string | undefined
}

/**
 * The page CSP: scripts only with the nonce (`strict-dynamic` lets those load Next's chunks and, when a
 * client has an analytics id, Google's tag), styles from the site and the nonced theme, style attributes
 * (Radix positions pop-overs with them), images from the site, data: and blob: URLs.
 */
export function pageContentSecurityPolicy(options: PagePolicyOptions) {
  const { nonce, pathname, development, analytics, reportingOrigin, google = false, push = false } = options
  const connect = [
    "'self'",
    ...(analytics ? [googleAnalytics] : []),
    ...(google ? [googleIdentity] : []),
    ...(push ? [firebaseMessaging] : []),
    ...(reportingOrigin ? [reportingOrigin] : []),
  ]
  const images = [
    "'self'",
    'data:',
    'blob:',
    ...(analytics ? [googleTagManager, 'https://*.google-analytics.com'] : []),
  ]
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'nonce-${nonce}'${google ? ` ${googleIdentity}` : ''}`,
    "style-src-attr 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self' blob:",
    ...(google ? [`frame-src 'self' ${googleIdentity}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${isEmbeddablePath(pathname) ? '*' : "'none'"}`,
  ]
  return directives.join('; ')
}

/** The policy of the client's brand files: an SVG opened on its own runs nothing and loads nothing. */
export const brandFilePolicy = "sandbox; default-src 'none'; style-src 'unsafe-inline'"

/** Headers on every answer of the site (pages, API door, brand files, robots.txt, sitemap). */
export function commonSecurityHeaders(production: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    ...(production ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}

/** A fresh unguessable nonce per page request (128 bits, base64). */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
}
