import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { locale as rootLocale } from 'next/root-params'
import { NotFoundContent } from '@/components/layout/not-found-content'
import { isSiteLocale } from '@/i18n/locales'

/**
 * "Page not found · ABA League" in the page's language, not the bare site title. The language comes from the
 * path (a root param), not from a request header, which would turn the statically rendered pages dynamic.
 */
export async function generateMetadata(): Promise<Metadata> {
  const locale = await rootLocale()
  const t = await getTranslations({ locale: isSiteLocale(locale) ? locale : 'en', namespace: 'Errors' })
  return { title: t('notFoundPageTitle'), robots: { index: false } }
}

/** The localized 404 of every route under a language (a page's `notFound()`). */
export default function NotFound() {
  return <NotFoundContent />
}
