// next-intl's server functions as an English page has them, for rendering the fantasy server components in
// jsdom: the real translator (ICU plurals, rich tags) and formatter over the real English catalogue.
import { createFormatter, createTranslator } from 'next-intl'
import english from '../../../../messages/en.json'

export async function getTranslations<Namespace extends keyof typeof english>(namespace: Namespace) {
  return createTranslator({ locale: 'en', messages: english, namespace })
}

export async function getFormatter() {
  return createFormatter({ locale: 'en', timeZone: 'Europe/Belgrade' })
}

export async function getLocale() {
  return 'en'
}
