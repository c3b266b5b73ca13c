// The wording of the account mails by language; English for any language they are not written in.
import { supportedLanguages, type Language } from '@league/client-league/languages'
import { english } from './en.ts'
import { spanish } from './es.ts'
import { french } from './fr.ts'
import { russian } from './ru.ts'
import { slovenian } from './sl.ts'
import { serbian } from './sr.ts'
import type { Wording } from './types.ts'

const wordings: Record<Language, Wording> = {
  en: english,
  sr: serbian,
  sl: slovenian,
  es: spanish,
  fr: french,
  ru: russian,
}

/** The language a mail is written in: the one asked for when the mails have it, English otherwise. */
export function mailLanguage(requested: string): Language {
  const base = requested.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  return (supportedLanguages as readonly string[]).includes(base) ? (base as Language) : 'en'
}

export function wordingFor(language: Language): Wording {
  return wordings[language]
}
