// The API's password rule, the one that decides (the site's form only hints at it): at least 10 characters
// and not guessable, by zxcvbn's estimate (score 3 or more) with its common dictionary, counting the
// account's own email and name as guesses. A refusal says why in the reader's language.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { supportedLanguages, type Language } from '@league/client-league/languages'
import { DomainError } from '../domain-errors.ts'

export const minimumPasswordLength = 10
/** zxcvbn's 0–4 scale: 3 is "safely unguessable: moderate protection from offline slow-hash scenario". */
export const minimumPasswordScore = 3

/** Why zxcvbn found a password guessable, grouped from its warning keys into what a reader can act on. */
type Weakness = 'repeats' | 'patterns' | 'dates' | 'common' | 'words' | 'personal' | 'guessable'

const weaknessOfWarning: Record<string, Weakness> = {
  simpleRepeat: 'repeats',
  extendedRepeat: 'repeats',
  straightRow: 'patterns',
  keyPattern: 'patterns',
  sequences: 'patterns',
  recentYears: 'dates',
  dates: 'dates',
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  wordByItself: 'words',
  namesByThemselves: 'words',
  commonNames: 'words',
  userInputs: 'personal',
}

type Messages = { tooShort: string } & Record<Weakness, string>

const messages: Record<Language, Messages> = {
  en: {
    tooShort: `The password is too short: use at least ${minimumPasswordLength} characters.`,
    repeats: 'The password is too easy to guess: repeated characters like "aaa" are easy to guess.',
    patterns:
      'The password is too easy to guess: sequences and keyboard rows like "abcd" or "qwerty" are easy to guess.',
    dates: 'The password is too easy to guess: dates and years are easy to guess.',
    common: 'The password is too easy to guess: it is one of the most common passwords.',
    words: 'The password is too easy to guess: a single word or name is easy to guess; add more words.',
    personal: 'The password is too easy to guess: it contains your email address or name.',
    guessable: 'The password is too easy to guess: add a few more uncommon words.',
  },
  sr: {
    tooShort: `Lozinka je prekratka: koristite najmanje ${minimumPasswordLength} znakova.`,
    repeats: 'Lozinku je previše lako pogoditi: ponovljeni znakovi kao „aaa” lako se pogađaju.',
    patterns: 'Lozinku je previše lako pogoditi: nizovi i redovi tastature kao „abcd” ili „qwerty” lako se pogađaju.',
    dates: 'Lozinku je previše lako pogoditi: datumi i godine lako se pogađaju.',
    common: 'Lozinku je previše lako pogoditi: to je jedna od najčešćih lozinki.',
    words: 'Lozinku je previše lako pogoditi: jedna reč ili ime lako se pogađa; dodajte još reči.',
    personal: 'Lozinku je previše lako pogoditi: sadrži vašu imejl adresu ili ime.',
    guessable: 'Lozinku je previše lako pogoditi: dodajte još nekoliko neobičnih reči.',
  },
  sl: {
    tooShort: `Geslo je prekratko: uporabite vsaj ${minimumPasswordLength} znakov.`,
    repeats: 'Geslo je preveč lahko uganiti: ponovljene znake, kot je »aaa«, je lahko uganiti.',
    patterns:
      'Geslo je preveč lahko uganiti: zaporedja in vrste tipkovnice, kot sta »abcd« ali »qwerty«, je lahko uganiti.',
    dates: 'Geslo je preveč lahko uganiti: datume in letnice je lahko uganiti.',
    common: 'Geslo je preveč lahko uganiti: je eno najpogostejših gesel.',
    words: 'Geslo je preveč lahko uganiti: eno samo besedo ali ime je lahko uganiti; dodajte še besede.',
    personal: 'Geslo je preveč lahko uganiti: vsebuje vaš e-poštni naslov ali ime.',
    guessable: 'Geslo je preveč lahko uganiti: dodajte še nekaj neobičajnih besed.',
  },
  es: {
    tooShort: `La contraseña es demasiado corta: usa al menos ${minimumPasswordLength} caracteres.`,
    repeats:
      'La contraseña es demasiado fácil de adivinar: los caracteres repetidos como «aaa» se adivinan fácilmente.',
    patterns:
      'La contraseña es demasiado fácil de adivinar: las secuencias y filas del teclado como «abcd» o «qwerty» se adivinan fácilmente.',
    dates: 'La contraseña es demasiado fácil de adivinar: las fechas y los años se adivinan fácilmente.',
    common: 'La contraseña es demasiado fácil de adivinar: es una de las contraseñas más comunes.',
    words:
      'La contraseña es demasiado fácil de adivinar: una sola palabra o nombre se adivina fácilmente; añade más palabras.',
    personal: 'La contraseña es demasiado fácil de adivinar: contiene tu correo electrónico o tu nombre.',
    guessable: 'La contraseña es demasiado fácil de adivinar: añade algunas palabras poco comunes más.',
  },
  fr: {
    tooShort: `Le mot de passe est trop court : utilisez au moins ${minimumPasswordLength} caractères.`,
    repeats: 'Le mot de passe est trop facile à deviner : les caractères répétés comme « aaa » se devinent facilement.',
    patterns:
      'Le mot de passe est trop facile à deviner : les suites et rangées du clavier comme « abcd » ou « azerty » se devinent facilement.',
    dates: 'Le mot de passe est trop facile à deviner : les dates et les années se devinent facilement.',
    common: 'Le mot de passe est trop facile à deviner : c’est l’un des mots de passe les plus courants.',
    words:
      'Le mot de passe est trop facile à deviner : un seul mot ou nom se devine facilement ; ajoutez d’autres mots.',
    personal: 'Le mot de passe est trop facile à deviner : il contient votre adresse e-mail ou votre nom.',
    guessable: 'Le mot de passe est trop facile à deviner : ajoutez quelques mots peu courants.',
  },
  ru: {
    tooShort: `Пароль слишком короткий: используйте не менее ${minimumPasswordLength} символов.`,
    repeats: 'Пароль слишком легко угадать: повторяющиеся символы вроде «aaa» легко угадываются.',
    patterns:
      'Пароль слишком легко угадать: последовательности и ряды клавиатуры вроде «abcd» или «qwerty» легко угадываются.',
    dates: 'Пароль слишком легко угадать: даты и годы легко угадываются.',
    common: 'Пароль слишком легко угадать: это один из самых распространённых паролей.',
    words: 'Пароль слишком легко угадать: одно слово или имя легко угадывается; добавьте ещё слова.',
    personal: 'Пароль слишком легко угадать: он содержит ваш адрес электронной почты или имя.',
    guessable: 'Пароль слишком легко угадать: добавьте ещё несколько необычных слов.',
  },
}

let estimator: ZxcvbnFactory | undefined

/** Built on the first check: the dictionary is large, and most requests never check a password. */
async function zxcvbn(): Promise<ZxcvbnFactory> {
  if (estimator === undefined) {
    const [{ ZxcvbnFactory }, common] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ])
    estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs })
  }
  return estimator
}

export type PasswordVerdict = { acceptable: true } | { acceptable: false; reason: 'too_short' | Weakness }

/**
 * Whether a password may be set; `userInputs` are what an attacker knows of the account (email, name).
 * @example
 * await judgePassword('12345678', []) // { acceptable: false, reason: 'too_short' }
 * await judgePassword('aaaaaaaaaa', []) // { acceptable: false, reason: 'repeats' }
 * await judgePassword('correct horse battery', ['ana@example.com']) // { acceptable: true }
 */
export async function judgePassword(password: string, userInputs: readonly string[]): Promise<PasswordVerdict> {
  // Counted in characters a person typed, not UTF-16 units: "ℌ" is one.
  if ([...password.normalize('NFKC')].length < minimumPasswordLength) {
    return { acceptable: false, reason: 'too_short' }
  }
  // The email's local part is guessed on its own too ("ana.fan" from "ana.fan@example.com").
  const inputs = userInputs.flatMap((input) => [input, ...(input.includes('@') ? [input.split('@')[0] ?? ''] : [])])
  const result = (await zxcvbn()).check(password, inputs)
  if (result.score >= minimumPasswordScore) {
    return { acceptable: true }
  }
  const warning = result.feedback.warning
  return { acceptable: false, reason: (warning === null ? undefined : weaknessOfWarning[warning]) ?? 'guessable' }
}

/** The reader's language from a body's `language`, else the first supported one in `Accept-Language`. */
export function requestLanguage(bodyLanguage: string | undefined, acceptLanguage: string | undefined): Language {
  const candidates = [
    bodyLanguage,
    ...(acceptLanguage ?? '')
      .split(',')
      .map((part) => part.split(';')[0]?.trim().toLowerCase().split('-')[0])
      .filter((part) => part !== undefined && part !== ''),
  ]
  return (
    candidates.find((candidate): candidate is Language =>
      (supportedLanguages as readonly (string | undefined)[]).includes(candidate),
    ) ?? 'en'
  )
}

/** Throws an `invalid` DomainError (a 400) `password_too_short` or `weak_password`, its message in `language`, when the password may not be set. */
export async function requireAcceptablePassword(
  password: string,
  userInputs: readonly string[],
  language: Language,
  field = 'password',
): Promise<void> {
  const verdict = await judgePassword(password, userInputs)
  if (!verdict.acceptable) {
    const reason = verdict.reason === 'too_short' ? 'tooShort' : verdict.reason
    const message = messages[language][reason]
    const code = verdict.reason === 'too_short' ? 'password_too_short' : 'weak_password'
    throw new DomainError('invalid', code, message, { fields: { [field]: message } })
  }
}
