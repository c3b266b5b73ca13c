import { getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import { RouteTabPage } from '@/components/route-tab-page'
import { gamePath, playerPath } from '@/lib/paths/links'
import { enterLocale } from '@/lib/server/page-locale'
import { playerTabMetadata } from '@/lib/resources/player'
import { getLeagueBySeason } from '@/lib/resources/seasons-index'
import { loadPublic } from '@/lib/server/server-api'
import { PLAYER_GAME_COLUMNS } from '@league/stats/columns'
import { playerTabs } from '@/lib/paths/tabs'

type Props = { params: Promise<{ locale: string; player: string }> }

export function generateMetadata({ params }: Props) {
  return playerTabMetadata(params, 'lastGames', 'last-games')
}

export default async function PlayerGamesPage({ params }: Props) {
  const { player } = await params
  await enterLocale(params)
  const [body, t, leagues] = await Promise.all([
    loadPublic('/v2/website/players/{player}/games', { player }),
    getTranslations('Player'),
    getLeagueBySeason(),
  ])
  // Each line: the game, the player's team and figures; the table shows date, opponent and figures.
  const rows = body.games.toReversed().map(({ game, team, stats }) => {
    const opponent = game.home.team.slug === team.slug ? game.away.team : game.home.team
    const href = gamePath(game, leagues.get(game.season))
    return { date: game.date, team, opponent, stats, ...(href ? { href } : {}) }
  })
  return (
    <RouteTabPage basePath={playerPath(player)} tabs={playerTabs} active="lastGames">
      <StatTable keys={PLAYER_GAME_COLUMNS} caption={t('lastGames')} rows={rows} showRank={false} />
    </RouteTabPage>
  )
}
