import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { cache } from 'react'
import { isSiteLocale } from '@/i18n/locales'
import type { Club } from '@league/api/contract/clubs'
import { pageMetadata } from '../server/metadata'
import { loadPublic } from '../server/server-api'

export const getClub = cache(async (club: string): Promise<Club> => loadPublic('/v2/website/clubs/{club}', { club }))

export async function clubTabMetadata(
  params: Promise<{ locale: string; club: string }>,
  tab: string,
  segment: string,
): Promise<Metadata> {
  const { locale, club } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const [overview, tabs, t] = await Promise.all([
    getClub(club),
    getTranslations({ locale, namespace: 'Tabs' }),
    getTranslations({ locale, namespace: 'Club' }),
  ])
  const name = overview.name
  return pageMetadata({
    locale,
    path: `/clubs/${club}${segment ? `/${segment}` : ''}`,
    title: `${name} · ${tabs(tab as Parameters<typeof tabs>[0])}`,
    description: t('description', { club: name }),
  })
}
