import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'
import { formattingLocales } from './locales'
import { routing } from './routing'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return {
    // next-intl formats numbers and dates with this locale; the path keeps the short code.
    locale: formattingLocales[locale] as typeof locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: 'Europe/Belgrade',
  }
})
