// The platform's languages in a module of their own, free of zod, so the language switcher's client island
// can import the names without the schema.

/** The six languages the platform has translations for, English first because it is the fallback. */
export const supportedLanguages = ['en', 'sr', 'sl', 'es', 'fr', 'ru'] as const
export type Language = (typeof supportedLanguages)[number]

/** Each language in its own name, as readers of that language look for it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  sr: 'Srpski',
  sl: 'Slovenščina',
  es: 'Español',
  fr: 'Français',
  ru: 'Русский',
}

export function isLanguage(value: string | null | undefined): value is Language {
  return (supportedLanguages as readonly (string | null | undefined)[]).includes(value)
}

/**
 * The languages a client league publishes in, in its own order (the order of its language switcher): the
 * `languages` of its client.json, of which the first is its default. The site serves pages, hreflang and the
 * sitemap in these only, and the API writes an account's mails and notifications in one of them.
 *
 * @example
 * offeredLanguages(['es', 'en', 'fr']) // ['es', 'en', 'fr']: Liga Sur opens in Spanish
 */
export function offeredLanguages(languages: readonly string[]): Language[] {
  const offered = [...new Set(languages)].filter(isLanguage)
  // A client's file always names one (the schema asks for it); English keeps a hand-made list working.
  return offered.length > 0 ? offered : ['en']
}

/** The client's default language: the first it publishes in (the `/` of its site, its mails' fallback). */
export function defaultLanguageOf(languages: readonly string[]): Language {
  return offeredLanguages(languages)[0] ?? 'en'
}

/**
 * The language to write to a reader in: theirs when the client publishes in it, else the client's default.
 * An account keeps the language it chose on another league's site, which this league may not offer.
 *
 * @example
 * languageForReader('ru', ['sl', 'en']) // 'sl'
 * languageForReader('en', ['sl', 'en']) // 'en'
 */
export function languageForReader(readerLanguage: string | null | undefined, languages: readonly string[]): Language {
  const offered = offeredLanguages(languages)
  return offered.find((language) => language === readerLanguage) ?? offered[0] ?? 'en'
}
