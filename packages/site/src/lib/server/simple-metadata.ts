import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { isSiteLocale } from '@/i18n/locales'
import { pageMetadata } from './metadata'

/** Metadata of a page whose title and description are fixed messages of its namespace. */
export async function simpleMetadata(
  params: Promise<{ locale: string }>,
  namespace: 'Home' | 'News' | 'Clubs' | 'Seasons' | 'Schedule' | 'Search' | 'Documents' | 'About' | 'History',
  path: string,
): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const t = await getTranslations({ locale, namespace })
  return pageMetadata({ locale, path, title: t('title'), description: t('description') })
}
