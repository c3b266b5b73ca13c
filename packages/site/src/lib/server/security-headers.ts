// The security headers of every answer of the site, and the Content-Security-Policy of its pages.
//
// Public pages come from Next's own cache (src/lib/server/page-site.ts): one HTML serves every visitor until it is
// regenerated, so it cannot carry a per-request nonce, and Next's inline scripts (the page's data, different on
// every page) cannot be listed by hash in a header decided before the page exists. Their policy therefore
// allows inline scripts from the page itself ('unsafe-inline', Next.js' documented policy without nonces) and
// keeps everything else closed: scripts only from the site (and Google's tag for a client with analytics),
// connections, frames, forms, plugins and base URLs limited. What stops injected markup is React, which
// escapes every text it renders; the three places that set HTML (the theme's CSS, the error wording, the
// analytics snippet) write JSON or CSS escaped for it.
// The game-day screens render per request for a live game, so they keep a fresh nonce with 'strict-dynamic':
// Next.js reads it from the request's own CSP header and puts it on its scripts, the layout on the theme.

import 'server-only'

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
  /** A fresh nonce for a page rendered per request; none for a page served from Next's cache. */
  nonce?: string | undefined
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
  /**
   * The hosts the client's game videos come from (client.json `videoHosts`): the players among them
   * (YouTube's and Vimeo's privacy-enhanced ones) may be framed, the others serve MP4/HLS to <video>. None:
   * no frames or media from anywhere but the site.
   */
  videoHosts?: readonly string[]
}

/** The video players a page frames (an iframe); every other video host serves files to <video>. */
const videoPlayerHosts = new Set(['www.youtube-nocookie.com', 'player.vimeo.com'])

/** `frame-src` and `media-src` sources for the client's video hosts (https only). */
export function videoSources(videoHosts: readonly string[]): { frames: string[]; media: string[] } {
  const hosts = videoHosts.filter((host) => /^[a-z0-9.-]+$/.test(host))
  return {
    frames: hosts.filter((host) => videoPlayerHosts.has(host)).map((host) => `https://${host}`),
    media: hosts.filter((host) => !videoPlayerHosts.has(host)).map((host) => `https://${host}`),
  }
}

/**
 * The page CSP. With a nonce: scripts only with the nonce (`strict-dynamic` lets those load Next's chunks),
 * styles from the site and the nonced theme. Without (a cached page): scripts and styles from the site and
 * inline in the page, Google's tag host when the client has an analytics id. Both: style attributes (Radix
 * positions pop-overs with them), images from the site, data: and blob: URLs.
 */
export function pageContentSecurityPolicy(options: PagePolicyOptions) {
  const { nonce, pathname, development, analytics, reportingOrigin, google = false, push = false } = options
  const video = videoSources(options.videoHosts ?? [])
  const frames = [...(google ? [googleIdentity] : []), ...video.frames]
  const connect = [
    "'self'",
    ...(analytics ? [googleAnalytics] : []),
    ...(google ? [googleIdentity] : []),
    ...(push ? [firebaseMessaging] : []),
    ...(reportingOrigin ? [reportingOrigin] : []),
  ]
  const scriptSources =
    nonce === undefined
      ? ["'self'", "'unsafe-inline'", ...(analytics ? [googleTagManager] : []), ...(google ? [googleIdentity] : [])]
      : ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]
  const images = [
    "'self'",
    'data:',
    'blob:',
    ...(analytics ? [googleTagManager, 'https://*.google-analytics.com'] : []),
  ]
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}${development ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' ${nonce === undefined ? "'unsafe-inline'" : `'nonce-${nonce}'`}${google ? ` ${googleIdentity}` : ''}`,
    "style-src-attr 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self' blob:",
    ...(frames.length > 0 ? [`frame-src 'self' ${frames.join(' ')}`] : []),
    ...(video.media.length > 0 ? [`media-src 'self' ${video.media.join(' ')}`] : []),
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
