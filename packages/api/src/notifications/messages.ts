// The words of the notifications in the six languages of the sites. Team names, scores and news titles are
// the league's own; only these short phrases are ours.
import { languageForReader } from '@league/client-league/languages'

export const NOTIFICATION_LANGUAGES = ['en', 'sr', 'sl', 'es', 'fr', 'ru'] as const

export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number]

type Phrases = { tipOff: string; finalScore: string; news: string }

const phrases: Record<NotificationLanguage, Phrases> = {
  en: { tipOff: 'Tip-off: the game has started', finalScore: 'Final score', news: 'News' },
  sr: { tipOff: 'Početak: utakmica je počela', finalScore: 'Konačan rezultat', news: 'Vesti' },
  sl: { tipOff: 'Začetek: tekma se je začela', finalScore: 'Končni rezultat', news: 'Novice' },
  es: { tipOff: 'Salto inicial: el partido ha empezado', finalScore: 'Resultado final', news: 'Noticias' },
  fr: { tipOff: 'Entre-deux : le match a commencé', finalScore: 'Score final', news: 'Actualités' },
  ru: { tipOff: 'Спорный бросок: матч начался', finalScore: 'Итоговый счёт', news: 'Новости' },
}

export function isNotificationLanguage(value: string | null | undefined): value is NotificationLanguage {
  return (NOTIFICATION_LANGUAGES as readonly (string | null | undefined)[]).includes(value)
}

/**
 * The user's language when the league publishes in it, else the league's default (its first): an account keeps
 * the language it chose on another league's site, which this one may not offer.
 */
export function languageFor(userLanguage: string | null, leagueLanguages: readonly string[]): NotificationLanguage {
  return languageForReader(userLanguage, leagueLanguages)
}

export function phrasesIn(language: NotificationLanguage): Phrases {
  return phrases[language]
}
