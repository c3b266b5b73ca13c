import { getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import { playerSeasonKeys } from '@/lib/table-columns'
import { leagueApi } from '@/lib/league'
import { enterLocale } from '@/lib/page-locale'
import { rowsOf } from '@/lib/rows'
import { loadPublic } from '@/lib/server-api'
import type { TeamParams } from '@/lib/team'
import { teamTabMetadata } from '@/lib/team-metadata'

type Props = { params: Promise<TeamParams> }

export function generateMetadata({ params }: Props) {
  return teamTabMetadata(params, 'roster', 'roster')
}

export default async function RosterPage({ params }: Props) {
  const { season, league, team } = await params
  await enterLocale(params)
  const [body, t] = await Promise.all([
    loadPublic<unknown>(leagueApi(season, league, `/teams/${team}/roster`)),
    getTranslations('Team'),
  ])
  return (
    <StatTable
      keys={playerSeasonKeys}
      caption={t('roster')}
      rows={rowsOf(body, ['players', 'roster', 'rows'])}
      showRank={false}
    />
  )
}
