import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { cache } from 'react'
import { isSiteLocale } from '@/i18n/locales'
import type { SeasonClub } from '@league/api/contract/clubs'
import { seasonClubPath } from '../paths/links'
import { pageMetadata } from '../server/metadata'
import { loadPublic } from '../server/server-api'

export type SeasonClubParams = { locale: string; season: string; club: string }

export const getSeasonClub = cache(async (season: string, club: string): Promise<SeasonClub> =>
  loadPublic('/v2/website/seasons/{season}/clubs/{club}', { season, club }),
)

/** The club's name that season: the club of the team it entered in its first league. */
export function seasonClubName(overview: SeasonClub, fallback: string): string {
  return overview.leagues[0]?.team.club.name ?? fallback
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
    title: `${name} ${overview.season.name} · ${tabs(tab as Parameters<typeof tabs>[0])}`,
    description: t('seasonDescription', { club: name, season: overview.season.name }),
  })
}
