import { getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import { RouteTabPage } from '@/components/route-tab-page'
import { enterLocale } from '@/lib/server/page-locale'
import { getPlayer, playerTabMetadata } from '@/lib/resources/player'
import { PLAYER_SEASON_COLUMNS } from '@league/stats/columns'
import { playerTabs } from '@/lib/paths/tabs'
import { playerPath } from '@/lib/paths/links'

type Props = { params: Promise<{ locale: string; player: string }> }

export function generateMetadata({ params }: Props) {
  return playerTabMetadata(params, 'overview', '')
}

export default async function PlayerPage({ params }: Props) {
  const { player } = await params
  await enterLocale(params)
  const [overview, t] = await Promise.all([getPlayer(player), getTranslations('Player')])
  // A season with a move between clubs lists both teams; the table names the last one.
  const rows = overview.career.seasons.map(({ season, teams, games, gamesStarted, perGame }) => ({
    season,
    games,
    gamesStarted,
    stats: perGame,
    ...(teams.at(-1) === undefined ? {} : { team: teams.at(-1) }),
  }))
  return (
    <RouteTabPage basePath={playerPath(player)} tabs={playerTabs} active="overview">
      <StatTable keys={PLAYER_SEASON_COLUMNS} caption={t('career')} rows={rows} showRank={false} />
    </RouteTabPage>
  )
}
