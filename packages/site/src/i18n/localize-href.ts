import type { SiteLocale } from './locales'

export type Href = string | { pathname: string; query?: Record<string, string> }

/** Prefixes a site path (`/clubs/partizan`) with the locale; external and hash links stay as they are. */
export function localizeHref(href: Href, locale: SiteLocale): string {
  const pathname = typeof href === 'string' ? href : href.pathname
  if (!pathname.startsWith('/') || pathname.startsWith('//')) {
    return pathname
  }
  const localized = pathname === '/' ? `/${locale}` : `/${locale}${pathname}`
  if (typeof href === 'string' || !href.query) {
    return localized
  }
  const search = new URLSearchParams(href.query).toString()
  return search ? `${localized}?${search}` : localized
}
