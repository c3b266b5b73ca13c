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
