import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { cache } from 'react'
import { isSiteLocale } from '@/i18n/locales'
import type { ClubRef, Named } from './api-types'
import { seasonClubPath } from './links'
import { pageMetadata } from './metadata'
import { loadPublic } from './server-api'

export type SeasonClubParams = { locale: string; season: string; club: string }

export type SeasonClubOverview = {
  club?: ClubRef
  season?: Named
  leagues?: unknown[]
  games?: unknown[]
  [key: string]: unknown
}

export const getSeasonClub = cache(async (season: string, club: string) =>
  loadPublic<SeasonClubOverview>(`/v2/website/seasons/${season}/clubs/${club}`),
)

/** The club's name that season: from the response's club, else from the team it entered in a league. */
export function seasonClubName(overview: SeasonClubOverview, fallback: string): string {
  const first = overview.leagues?.[0] as { team?: { name?: string; club?: { name?: string } } } | undefined
  return overview.club?.name ?? first?.team?.club?.name ?? first?.team?.name ?? fallback
}

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
  const name = seasonClubName(overview, club)
  return pageMetadata({
    locale,
    path: `${seasonClubPath(season, club)}${segment ? `/${segment}` : ''}`,
    title: `${name} ${overview.season?.name ?? season} · ${tabs(tab as Parameters<typeof tabs>[0])}`,
    description: t('seasonDescription', { club: name, season: overview.season?.name ?? season }),
  })
}
