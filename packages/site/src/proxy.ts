import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'
import { isSiteLocale, localeCookieName } from './i18n/locales'
import { negotiateLocale } from './i18n/negotiate-locale'
import { routing } from './i18n/routing'
import { clientHostOf } from './lib/client-domains'
import { resolveRequestSite } from './lib/request-origin'
import { siteRules } from './lib/request-origin-rules'
import { commonSecurityHeaders, createNonce, isEmbeddablePath, pageContentSecurityPolicy } from './lib/security-headers'
import { sentryReportingOrigin } from './lib/sentry-options'
import { isUnmatchedPath } from './lib/unmatched-paths'
import { siteSegmentOf } from './lib/page-site'
import { authCookieName, revalidateSeconds } from './lib/site-config'

const handleLocalizedPath = createMiddleware(routing)

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
 * Serves a localized path from the client's own tree, `/{site}/{locale}/…` (src/lib/page-site.ts): the page's
 * HTML then depends on its path alone, so Next keeps it in its cache per client. A redirect stays as it is;
 * everything else next-intl decided (its cookie, its request headers) goes with the rewrite.
 */
function underSite(response: NextResponse, request: NextRequest, segment: string): NextResponse {
  if (response.headers.has('location')) {
    return response
  }
  const rewrittenTo = response.headers.get('x-middleware-rewrite')
  const target = rewrittenTo ? new URL(rewrittenTo) : request.nextUrl.clone()
  target.pathname = `/${segment}${target.pathname}`
  const headers = new Headers(response.headers)
  headers.delete('x-middleware-next')
  return NextResponse.rewrite(target, { headers, status: response.status })
}

function localize(request: NextRequest): NextResponse {
  const firstSegment = request.nextUrl.pathname.split('/')[1]
  if (!isSiteLocale(firstSegment)) {
    // Paths without a language go to the visitor's language: saved choice, then browser, then English.
    const locale = negotiateLocale({
      cookie: request.cookies.get(localeCookieName)?.value,
      acceptLanguage: request.headers.get('accept-language'),
    })
    const target = request.nextUrl.clone()
    target.pathname = `/${locale}${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`
    return NextResponse.redirect(target)
  }
  return handleLocalizedPath(request)
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
  const requestHeaders = new Headers(request.headers)
  // What renders after this (next-intl's redirects, Next's URLs) sees only the host and protocol decided here.
  requestHeaders.set('x-forwarded-host', origin.host)
  requestHeaders.set('x-forwarded-proto', origin.protocol.slice(0, -1))
  const { pathname } = request.nextUrl
  if (!isPagePath(pathname)) {
    const firstSegment = pathname.split('/')[1]
    // CSV tables live under a language like the pages they copy; other files are not per language.
    const response = isSiteLocale(firstSegment)
      ? underSite(NextResponse.next({ request: { headers: requestHeaders } }), request, siteSegmentOf(origin.origin))
      : NextResponse.next({ request: { headers: requestHeaders } })
    return withSecurityHeaders(response)
  }
  // The game-day screens render per request with a nonce; every other page comes from Next's cache, whose
  // HTML cannot carry a per-request nonce (see security-headers.ts).
  const nonce = isEmbeddablePath(pathname) ? createNonce() : undefined
  const policy = pageContentSecurityPolicy({
    nonce,
    pathname,
    development: !production,
    analytics: clientHostOf(site.hostname)?.analytics ?? false,
    google: clientHostOf(site.hostname)?.google ?? false,
    push: clientHostOf(site.hostname)?.push ?? false,
    reportingOrigin: sentryReportingOrigin,
  })
  if (nonce !== undefined) {
    // Next.js takes the nonce for its own scripts from the request's CSP header; the layout reads x-nonce.
    requestHeaders.set('x-nonce', nonce)
    requestHeaders.set('content-security-policy', policy)
  }
  const segment = siteSegmentOf(origin.origin)
  const localized = underSite(localize(new NextRequest(request, { headers: requestHeaders })), request, segment)
  // A path no route serves renders the catch-all's server-side "Page Not Found" page; the status comes from here.
  const response =
    localized.status === 200 && isUnmatchedPath(`/${segment}${pathname}`)
      ? new NextResponse(null, { status: 404, headers: localized.headers })
      : localized
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
