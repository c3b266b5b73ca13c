import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { cache } from 'react'
import { isSiteLocale } from '@/i18n/locales'
import type { ClubRef, GameSummary, Named, TeamRef } from './api-types'
import { seasonClubPath } from './links'
import { pageMetadata } from './metadata'
import { loadPublic } from './server-api'

export type SeasonClubParams = { locale: string; season: string; club: string }

export type SeasonClubOverview = {
  club?: ClubRef
  season?: Named
  teams?: (TeamRef & { league?: Named; rank?: number; won?: number; lost?: number })[]
  lastGames?: GameSummary[]
  leaders?: Record<string, unknown>[]
  [key: string]: unknown
}

export const getSeasonClub = cache(async (season: string, club: string) =>
  loadPublic<SeasonClubOverview>(`/v2/website/seasons/${season}/clubs/${club}`),
)

export async function seasonClubTabMetadata(
  params: Promise<SeasonClubParams>,
  tab: string,
  segment: string,
): Promise<Metadata> {
  const { locale, season, club } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const [overview, tabs, t] = await Promise.all([
    getSeasonClub(season, club),
    getTranslations({ locale, namespace: 'Tabs' }),
    getTranslations({ locale, namespace: 'Club' }),
  ])
  const name = overview.club?.name ?? club
  return pageMetadata({
    locale,
    path: `${seasonClubPath(season, club)}${segment ? `/${segment}` : ''}`,
    title: `${name} ${overview.season?.name ?? season} · ${tabs(tab as Parameters<typeof tabs>[0])}`,
    description: t('seasonDescription', { club: name, season: overview.season?.name ?? season }),
  })
}
