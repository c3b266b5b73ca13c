import { isSiteLocale } from '@/i18n/locales'

/**
 * The path as the visitor's address bar has it. A page rendered for Next's cache is rendered at its internal
 * path, /{site}/{locale}/… (src/lib/server/page-site.ts), and on the server `usePathname()` answers that one; the
 * browser answers /{locale}/…. Links built from the path must use the visitor's, or the cached HTML would
 * carry the internal segment.
 */
export function visitorPath(pathname: string): string {
  const [, first, second, ...rest] = pathname.split('/')
  return !isSiteLocale(first) && isSiteLocale(second) ? `/${[second, ...rest].join('/')}` : pathname
}
