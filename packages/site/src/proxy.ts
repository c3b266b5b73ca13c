import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { isSiteLocale, localeCookieName } from './i18n/locales'
import { negotiateLocale } from './i18n/negotiate-locale'
import { routing } from './i18n/routing'

const handleLocalizedPath = createMiddleware(routing)

export default function proxy(request: NextRequest) {
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

export const config = {
  // Everything but Next's own files, files with an extension (icons, robots.txt, sitemap.xml) and builds/.
  matcher: ['/((?!api/|og/|_next|_vercel|builds/|.*\\..*).*)'],
}
