import { languageNames, supportedLanguages } from '@league/client-league/languages'

/** The interface languages every client site ships, English first because it is the fallback. */
export const locales = supportedLanguages

export type SiteLocale = (typeof locales)[number]

export const defaultLocale: SiteLocale = 'en'

/** The name of the cookie next-intl keeps the chosen language in. */
export const localeCookieName = 'NEXT_LOCALE'

/** A chosen language is remembered for a year. */
export const localeCookieMaxAgeSeconds = 60 * 60 * 24 * 365

export function isSiteLocale(value: string | undefined | null): value is SiteLocale {
  return value !== undefined && value !== null && (locales as readonly string[]).includes(value)
}

/** Each language named in itself, for the language switcher. */
export const localeNames: Record<SiteLocale, string> = languageNames

/**
 * The locale Intl formats with: Serbian is written in Latin script on this site, and plain `sr` means
 * Cyrillic to Intl, so dates and numbers use `sr-Latn`.
 */
export const formattingLocales: Record<SiteLocale, string> = {
  en: 'en',
  sr: 'sr-Latn',
  sl: 'sl',
  es: 'es',
  fr: 'fr',
  ru: 'ru',
}

/** The site locale behind a formatting locale (`sr-Latn` → `sr`). */
export function siteLocaleOf(locale: string): SiteLocale {
  const primary = locale.split('-')[0]
  return isSiteLocale(primary) ? primary : defaultLocale
}
