import { getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import { CsvLink } from '@/components/data-export/csv-link'
import { RouteTabPage } from '@/components/route-tab-page'
import { enterLocale } from '@/lib/server/page-locale'
import { seasonClubTabMetadata, type SeasonClubParams } from '@/lib/resources/season-club'
import { seasonClubPlayers } from '@/lib/resources/stat-table-sources'
import { seasonClubTabs } from '@/lib/paths/tabs'
import { seasonClubPath } from '@/lib/paths/links'

type Props = { params: Promise<SeasonClubParams> }

export function generateMetadata({ params }: Props) {
  return seasonClubTabMetadata(params, 'players', 'players')
}

export default async function SeasonClubPlayersPage({ params }: Props) {
  const { season, club } = await params
  await enterLocale(params)
  const [source, t, stats] = await Promise.all([
    seasonClubPlayers(season, club),
    getTranslations('Club'),
    getTranslations('Stats'),
  ])
  return (
    <RouteTabPage basePath={seasonClubPath(season, club)} tabs={seasonClubTabs} active="players">
      {/* The club's averages count every game of the season, play-offs included: the caption says so. */}
      <StatTable
        keys={source.keys}
        caption={stats('allPhasesPerGame', { table: t('players') })}
        rows={source.rows}
        showRank={source.showRank}
      />
      <CsvLink
        path={`seasons/${encodeURIComponent(season)}/clubs/${encodeURIComponent(club)}/players.csv`}
        table="playerStats"
        className="mt-3"
      />
    </RouteTabPage>
  )
}
