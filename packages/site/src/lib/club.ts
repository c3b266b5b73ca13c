import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { cache } from 'react'
import { isSiteLocale } from '@/i18n/locales'
import type { ClubRef, GameSummary } from './api-types'
import { pageMetadata } from './metadata'
import { loadPublic } from './server-api'

export type ClubOverview = {
  club?: ClubRef & { founded?: number | null; city?: string | null; venue?: { name: string } | string | null }
  slug?: string
  name?: string
  seasons?: Record<string, unknown>[]
  lastGames?: GameSummary[]
  [key: string]: unknown
}

export const getClub = cache(async (club: string) => loadPublic<ClubOverview>(`/v2/website/clubs/${club}`))

export function clubNameOf(overview: ClubOverview, fallback: string): string {
  return overview.club?.name ?? overview.name ?? fallback
}

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
  const name = clubNameOf(overview, club)
  return pageMetadata({
    locale,
    path: `/clubs/${club}${segment ? `/${segment}` : ''}`,
    title: `${name} · ${tabs(tab as Parameters<typeof tabs>[0])}`,
    description: t('description', { club: name }),
  })
}
