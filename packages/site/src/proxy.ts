import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'
import { isSiteLocale, localeCookieName } from './i18n/locales'
import { negotiateLocale } from './i18n/negotiate-locale'
import { routing } from './i18n/routing'
import { clientHostOf } from './lib/client-domains'
import { resolveRequestSite } from './lib/request-origin'
import { siteRules } from './lib/request-origin-rules'
import { commonSecurityHeaders, createNonce, pageContentSecurityPolicy } from './lib/security-headers'
import { sentryReportingOrigin } from './lib/sentry-options'
import { requestPathHeader } from './lib/request-path'
import { isUnmatchedPath } from './lib/unmatched-paths'
import { authCookieName, revalidateSeconds } from './lib/site-config'

const handleLocalizedPath = createMiddleware(routing)

const production = process.env.NODE_ENV === 'production'

/** Shared caches keep a page as long as its API reads stay in Next's data cache; browsers always ask again. */
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

export default function proxy(request: NextRequest) {
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
  // The 404 page names the requested path in its server HTML; always set here, so never the visitor's own.
  requestHeaders.set(requestPathHeader, pathname)
  if (!isPagePath(pathname)) {
    return withSecurityHeaders(NextResponse.next({ request: { headers: requestHeaders } }))
  }
  const nonce = createNonce()
  const policy = pageContentSecurityPolicy({
    nonce,
    pathname,
    development: !production,
    analytics: clientHostOf(site.hostname)?.analytics ?? false,
    google: clientHostOf(site.hostname)?.google ?? false,
    push: clientHostOf(site.hostname)?.push ?? false,
    reportingOrigin: sentryReportingOrigin,
  })
  // Next.js takes the nonce for its own scripts from the request's CSP header; the layout reads x-nonce.
  requestHeaders.set('x-nonce', nonce)
  requestHeaders.set('content-security-policy', policy)
  const localized = localize(new NextRequest(request, { headers: requestHeaders }))
  // A path no route serves renders the catch-all's server-side "Page Not Found" page; the status comes from here.
  const response =
    localized.status === 200 && isUnmatchedPath(pathname)
      ? new NextResponse(null, { status: 404, headers: localized.headers })
      : localized
  response.headers.set('content-security-policy', policy)
  // Pages carry no per-user data, so a shared cache may keep them briefly (deploy/nginx-site.conf); a
  // signed-in request's page is kept out of every shared cache all the same.
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
