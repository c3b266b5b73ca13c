import { getTranslations } from 'next-intl/server'
import { ClubCurrentSeason } from '@/components/club/club-current-season'
import { StatTable } from '@/components/data/stat-table'
import { RouteTabPage } from '@/components/route-tab-page'
import { clubTabMetadata, getClub } from '@/lib/resources/club'
import { clubPath, seasonClubPath } from '@/lib/paths/links'
import { enterLocale } from '@/lib/server/page-locale'
import { clubTabs } from '@/lib/paths/tabs'

type Props = { params: Promise<{ locale: string; club: string }> }

export function generateMetadata({ params }: Props) {
  return clubTabMetadata(params, 'overview', '')
}

export default async function ClubPage({ params }: Props) {
  const { club } = await params
  await enterLocale(params)
  const [overview, t] = await Promise.all([getClub(club), getTranslations('Club')])
  // Each season links to the club's page in that season.
  const seasons = overview.seasons.map((row) => ({
    season: row.season,
    league: row.league,
    team: row.team,
    won: row.won,
    lost: row.lost,
    href: seasonClubPath(row.season, club),
    ...(row.rank === null ? {} : { rank: row.rank }),
  }))
  return (
    <RouteTabPage basePath={clubPath(club)} tabs={clubTabs} active="overview">
      <ClubCurrentSeason club={overview} />
      <div className="mt-8">
        <StatTable
          caption={t('seasons')}
          rows={seasons}
          showRank={false}
          keys={['season', 'league', 'team', 'rank', 'won', 'lost']}
        />
      </div>
    </RouteTabPage>
  )
}
