import { getLocale } from 'next-intl/server'
import { siteLocaleOf, type SiteLocale } from './locales'

/** The page's site locale (`sr`, never the `sr-Latn` next-intl formats with). */
export async function getSiteLocale(): Promise<SiteLocale> {
  return siteLocaleOf(await getLocale())
}
