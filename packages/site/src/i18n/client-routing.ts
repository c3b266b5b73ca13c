import { clientLanguage } from './client-language'
import { isSiteLocale, type SiteLocale } from './locales'

/** What the proxy does with a page path of a client league. */
export type LanguageRoute = { kind: 'serve'; locale: SiteLocale } | { kind: 'redirect'; pathname: string }

/**
 * Which language a path is served in on a client league's site, given the languages the league publishes in
 * (its client.json, the first its default). A path in one of them is served. A path without a language, or in
 * one of the platform's languages the league does not publish in, goes to the same page in the visitor's
 * language among the league's (saved choice, then browser), else the league's default.
 *
 * A language the league does not publish in redirects rather than answering 404 on purpose: a league that
 * drops a language keeps its old links (bookmarks, search results, shared pages) leading to the page in a
 * language it does publish, and the redirect is temporary and kept by no cache, so adding the language back
 * serves it again at once.
 *
 * @example
 * // Liga Sur publishes es, en, fr
 * languageRoute({ pathname: '/', languages: ['es', 'en', 'fr'] }) // { kind: 'redirect', pathname: '/es' }
 * languageRoute({ pathname: '/ru/clubs', languages: ['es', 'en', 'fr'] }) // { kind: 'redirect', pathname: '/es/clubs' }
 * languageRoute({ pathname: '/fr/clubs', languages: ['es', 'en', 'fr'] }) // { kind: 'serve', locale: 'fr' }
 */
export function languageRoute(input: {
  pathname: string
  languages: readonly SiteLocale[]
  cookie?: string | undefined
  acceptLanguage?: string | null | undefined
}): LanguageRoute {
  const [, first = '', ...rest] = input.pathname.split('/')
  if (isSiteLocale(first) && input.languages.includes(first)) {
    return { kind: 'serve', locale: first }
  }
  const locale = clientLanguage(input)
  // The path after a language the league lacks, else the whole path: `/ru/clubs` and `/clubs` both mean /clubs.
  const page = isSiteLocale(first) ? rest.join('/') : [first, ...rest].join('/')
  return { kind: 'redirect', pathname: page === '' ? `/${locale}` : `/${locale}/${page}` }
}
