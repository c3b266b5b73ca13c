import { getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import { CsvLink } from '@/components/data-export/csv-link'
import { RouteTabPage } from '@/components/route-tab-page'
import { enterLocale } from '@/lib/server/page-locale'
import { teamRoster } from '@/lib/resources/stat-table-sources'
import type { TeamParams } from '@/lib/resources/team'
import { teamTabMetadata } from '@/lib/resources/team-metadata'
import { teamTabs } from '@/lib/paths/tabs'
import { teamPath } from '@/lib/paths/links'

type Props = { params: Promise<TeamParams> }

export function generateMetadata({ params }: Props) {
  return teamTabMetadata(params, 'roster', 'roster')
}

export default async function RosterPage({ params }: Props) {
  const { season, league, team } = await params
  await enterLocale(params)
  const [t, fantasy, stats] = await Promise.all([
    getTranslations('Team'),
    getTranslations('Fantasy'),
    getTranslations('Stats'),
  ])
  const source = await teamRoster(season, league, team, (position) => fantasy(`positions.${position}`))
  return (
    <RouteTabPage basePath={teamPath(season, league, team)} tabs={teamTabs} active="roster">
      {/* The roster's averages count every game of the season, play-offs included: the caption says so. */}
      <StatTable
        keys={source.keys}
        caption={stats('allPhasesPerGame', { table: t('roster') })}
        rows={source.rows}
        showRank={source.showRank}
      />
      <CsvLink
        path={`seasons/${encodeURIComponent(season)}/leagues/${encodeURIComponent(league)}/teams/${encodeURIComponent(team)}/roster.csv`}
        table="playerStats"
        className="mt-3"
      />
    </RouteTabPage>
  )
}
