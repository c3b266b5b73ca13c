import { NextRequest, NextResponse } from 'next/server'
import { languageRoute } from './i18n/client-routing'
import { isSiteLocale, localeCookieName, locales } from './i18n/locales'
import { clientHostOf } from './lib/server/client-domains'
import { siteSegmentOf } from './lib/server/page-site'
import { resolveRequestSite } from './lib/server/request-origin'
import { siteRules } from './lib/server/request-origin-rules'
import {
  commonSecurityHeaders,
  createNonce,
  isEmbeddablePath,
  pageContentSecurityPolicy,
} from './lib/server/security-headers'
import { sentryReportingOrigin } from './lib/error-reporting/sentry-options'
import { isUnmatchedPath } from './lib/server/unmatched-paths'
import { authCookieName, revalidateSeconds } from './lib/server/site-config'

const production = process.env.NODE_ENV === 'production'

/**
 * Shared caches (a CDN, deploy/nginx-site.conf) keep a page as long as Next's own cache does, and may serve it
 * stale while they fetch a fresh one; browsers always ask again.
 */
const publicPageCacheControl = `public, max-age=0, s-maxage=${revalidateSeconds}, stale-while-revalidate=${5 * revalidateSeconds}`

/** Answers that are not pages: the API door, images, brand files, robots.txt, the sitemap. */
function isPagePath(pathname: string): boolean {
  return !/^\/(?:api|og|brand)\//.test(pathname) && !/\.[^/]*$/.test(pathname)
}

function withSecurityHeaders(response: NextResponse): NextResponse {
  for (const [name, value] of Object.entries(commonSecurityHeaders(production))) {
    response.headers.set(name, value)
  }
  return response
}

/**
 * The request next-intl's server side reads its language from where a page did not set it (route handlers):
 * the header its own middleware would have set. The proxy does that part itself and nothing more, so a
 * localized page costs one rewrite.
 */
const localeHeader = 'x-next-intl-locale'

/**
 * Serves a localized path from the client's own tree, `/{site}/{locale}/…` (src/lib/server/page-site.ts): the page's
 * HTML then depends on its path alone, so Next keeps it in its cache per client.
 */
function rewriteUnderSite(request: NextRequest, requestHeaders: Headers, segment: string): NextResponse {
  const target = request.nextUrl.clone()
  target.pathname = `/${segment}${target.pathname}`
  return NextResponse.rewrite(target, { request: { headers: requestHeaders } })
}

/**
 * A path without a language, or in one the client league does not publish in, goes to the visitor's language
 * among the league's: saved choice, then browser, then the league's default (i18n/client-routing.ts). The
 * answer differs per visitor, so no shared cache keeps it.
 */
function redirectTo(request: NextRequest, pathname: string): NextResponse {
  const target = request.nextUrl.clone()
  target.pathname = pathname
  const response = NextResponse.redirect(target)
  response.headers.set('cache-control', 'private, no-store')
  return response
}

/** The API's call to regenerate pages (src/app/api/revalidate): for every client, guarded by its token. */
const revalidationPath = '/api/revalidate'

export default function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === revalidationPath) {
    return withSecurityHeaders(NextResponse.next())
  }
  // The client league comes from Host (forwarded headers only from a trusted proxy) and must be one of the
  // clients' domains: any other host gets no page, so a forged header cannot pick or name a site.
  const site = resolveRequestSite(request.headers, siteRules)
  if (site === undefined) {
    return withSecurityHeaders(
      new NextResponse('No league site is served at this address.\n', {
        status: 421,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      }),
    )
  }
  const origin = new URL(site.origin)
  const segment = siteSegmentOf(origin.origin)
  const requestHeaders = new Headers(request.headers)
  // What renders after this (Next's redirects and URLs) sees only the host and protocol decided here.
  requestHeaders.set('x-forwarded-host', origin.host)
  requestHeaders.set('x-forwarded-proto', origin.protocol.slice(0, -1))
  const { pathname } = request.nextUrl
  const client = clientHostOf(site.hostname)
  const route = languageRoute({
    pathname,
    // The host passed the client check above, so its languages are known; all six only if it vanished since.
    languages: client?.languages ?? locales,
    cookie: request.cookies.get(localeCookieName)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  })
  if (route.kind === 'serve') {
    requestHeaders.set(localeHeader, route.locale)
  }
  if (!isPagePath(pathname)) {
    // CSV tables live under a language like the pages they copy; other files are not per language.
    if (route.kind === 'serve') {
      return withSecurityHeaders(rewriteUnderSite(request, requestHeaders, segment))
    }
    const localized = isSiteLocale(pathname.split('/')[1])
    return withSecurityHeaders(
      localized ? redirectTo(request, route.pathname) : NextResponse.next({ request: { headers: requestHeaders } }),
    )
  }
  if (route.kind === 'redirect') {
    return withSecurityHeaders(redirectTo(request, route.pathname))
  }
  // The game-day screens render per request with a nonce; every other page comes from Next's cache, whose
  // HTML cannot carry a per-request nonce (see security-headers.ts).
  const nonce = isEmbeddablePath(pathname) ? createNonce() : undefined
  const policy = pageContentSecurityPolicy({
    nonce,
    pathname,
    development: !production,
    analytics: client?.analytics ?? false,
    google: client?.google ?? false,
    push: client?.push ?? false,
    videoHosts: client?.videoHosts ?? [],
    reportingOrigin: sentryReportingOrigin,
  })
  if (nonce !== undefined) {
    // Next.js takes the nonce for its own scripts from the request's CSP header; the layout reads x-nonce.
    requestHeaders.set('x-nonce', nonce)
    requestHeaders.set('content-security-policy', policy)
  }
  const rewritten = rewriteUnderSite(request, requestHeaders, segment)
  // A path no route serves renders the catch-all's server-side "Page Not Found" page; the status comes from here.
  const response = isUnmatchedPath(`/${segment}${pathname}`)
    ? new NextResponse(null, { status: 404, headers: rewritten.headers })
    : rewritten
  response.headers.set('content-security-policy', policy)
  // Pages carry no per-user data, so a shared cache may keep them; a signed-in request's page is kept out of
  // every shared cache all the same.
  response.headers.set(
    'cache-control',
    request.cookies.has(authCookieName) ? 'private, no-store' : publicPageCacheControl,
  )
  return withSecurityHeaders(response)
}

export const config = {
  // Everything but Next's static files and builds/: every answer is checked against the client's domains.
  matcher: ['/((?!_next/static|_next/image|builds/).*)'],
}
