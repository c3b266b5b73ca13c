import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { isSiteLocale } from '@/i18n/locales'
import { pageMetadata } from '../server/metadata'

export async function historyTabMetadata(
  params: Promise<{ locale: string }>,
  tab: string,
  segment: string,
): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const [tabs, t] = await Promise.all([
    getTranslations({ locale, namespace: 'Tabs' }),
    getTranslations({ locale, namespace: 'History' }),
  ])
  const tabLabel = tabs(tab as Parameters<typeof tabs>[0])
  return pageMetadata({
    locale,
    path: `/history/best-players${segment ? `/${segment}` : ''}`,
    title: `${tabLabel} · ${t('title')}`,
    description: t('description'),
  })
}
