import { parseAcceptLanguage, siteLocaleForTag } from './negotiate-locale'
import { defaultLocale, isSiteLocale, type SiteLocale } from './locales'

/**
 * The language of a page whose path names none (the site-wide 404 of a file name): the visitor's saved choice,
 * then their browser's languages, among the languages the client league publishes in; else the client's first.
 *
 * @example
 * // Liga Sur publishes es, en, fr; a browser set to German, then Spanish
 * clientLanguage({ languages: ['es', 'en', 'fr'], acceptLanguage: 'de-DE, es;q=0.8' }) // 'es'
 */
export function clientLanguage(input: {
  languages: readonly string[]
  cookie?: string | undefined
  acceptLanguage?: string | null | undefined
}): SiteLocale {
  const offered = input.languages.filter(isSiteLocale)
  const candidates = [input.cookie, ...parseAcceptLanguage(input.acceptLanguage).map(siteLocaleForTag)]
  for (const candidate of candidates) {
    if (isSiteLocale(candidate) && offered.includes(candidate)) {
      return candidate
    }
  }
  return offered[0] ?? defaultLocale
}
