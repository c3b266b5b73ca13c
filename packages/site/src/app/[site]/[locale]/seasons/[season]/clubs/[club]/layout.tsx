import { renderOnFirstVisit } from '@/lib/server/page-site'
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { Link } from '@/i18n/navigation'
import { clubPath, seasonPath } from '@/lib/paths/links'
import { enterLocale } from '@/lib/server/page-locale'
import { getSeasonClub, seasonClubName, type SeasonClubParams } from '@/lib/resources/season-club'
import { siteCrestUrl } from '@/lib/paths/crest'
import { ClubMark } from '@league/ui/lib/club-mark'

// Rendered on the first visit, then served from Next's cache (src/lib/server/page-site.ts).
export const generateStaticParams = renderOnFirstVisit

export default async function SeasonClubLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<SeasonClubParams>
}) {
  const { season, club } = await params
  await enterLocale(params)
  const [overview, t] = await Promise.all([getSeasonClub(season, club), getTranslations('Club')])
  return (
    <PageContainer>
      <PageHeading
        title={`${seasonClubName(overview, club)} ${overview.season.name}`}
        mark={
          <ClubMark
            name={seasonClubName(overview, club)}
            crestUrl={siteCrestUrl(overview.crestUrl)}
            decorative
            className="size-16"
          />
        }
      >
        <Link href={seasonPath(season)} className="text-link hover:underline">
          {t('seasonLink', { season: overview.season.name })}
        </Link>
        {' · '}
        <Link href={clubPath(club)} className="text-link hover:underline">
          {t('allSeasons')}
        </Link>
      </PageHeading>
      {children}
    </PageContainer>
  )
}
