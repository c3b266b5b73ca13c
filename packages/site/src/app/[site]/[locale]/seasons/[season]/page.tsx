import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { cache } from 'react'
import { PageContainer, PageHeading, Section } from '@/components/layout/page-heading'
import { hasPlayoffs, SeasonChampion } from '@/components/league/season-champion'
import { Link } from '@/i18n/navigation'
import { isSiteLocale } from '@/i18n/locales'
import { leaguePath, seasonClubPath } from '@/lib/paths/links'
import { pageMetadata } from '@/lib/server/metadata'
import { enterLocale } from '@/lib/server/page-locale'
import { loadPublic } from '@/lib/server/server-api'

type Props = { params: Promise<{ locale: string; season: string }> }

const getSeason = cache(async (season: string) => loadPublic('/v2/website/seasons/{season}', { season }))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, season } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const [overview, t] = await Promise.all([getSeason(season), getTranslations({ locale, namespace: 'Seasons' })])
  const name = overview.name
  return pageMetadata({
    locale,
    path: `/seasons/${season}`,
    title: t('seasonTitle', { season: name }),
    description: t('seasonDescription', { season: name }),
  })
}

export default async function SeasonPage({ params }: Props) {
  const { season } = await params
  await enterLocale(params)
  const [overview, t] = await Promise.all([getSeason(season), getTranslations('Seasons')])
  const name = overview.name
  return (
    <PageContainer>
      <PageHeading title={t('seasonTitle', { season: name })}>
        {overview.leagues
          .filter((league) => hasPlayoffs(league.phases))
          .map((league) => (
            <SeasonChampion
              key={league.slug}
              season={season}
              league={league.slug}
              {...(overview.leagues.length > 1 ? { leagueName: league.name } : {})}
            />
          ))}
      </PageHeading>
      <Section id="season-leagues" title={t('leagues')}>
        <ul className="flex flex-wrap gap-3">
          {overview.leagues.map((league) => (
            <li key={league.slug}>
              <Link
                href={leaguePath(season, league.slug)}
                className="block rounded-brand bg-primary px-4 py-2 font-semibold text-on-primary hover:bg-primary-hover"
              >
                {league.name}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="season-clubs" title={t('clubs')}>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {overview.clubs.map((club) => (
            <li key={club.slug}>
              <Link
                href={seasonClubPath(season, club.slug)}
                className="block rounded-brand border border-border p-3 hover:bg-muted"
              >
                {club.name}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </PageContainer>
  )
}
