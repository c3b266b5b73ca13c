import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { getLeague, leagueNameOf, type LeagueParams } from '@/lib/resources/league'
import { enterLocale } from '@/lib/server/page-locale'
import { FollowControl } from '@/components/account/follow-control'
import { hasPlayoffs, SeasonChampion } from '@/components/league/season-champion'

export default async function LeagueLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<LeagueParams>
}) {
  const { season, league } = await params
  await enterLocale(params)
  const [overview, t] = await Promise.all([getLeague(season, league), getTranslations('League')])
  return (
    <PageContainer>
      <PageHeading title={leagueNameOf(overview)}>
        {t('season', { season: overview.season.name })}
        {hasPlayoffs(overview.phases) ? <SeasonChampion season={season} league={league} /> : null}
      </PageHeading>
      <div className="-mt-3 mb-4 flex justify-end">
        <FollowControl kind="league" slug={league} name={leagueNameOf(overview)} />
      </div>
      {children}
    </PageContainer>
  )
}
