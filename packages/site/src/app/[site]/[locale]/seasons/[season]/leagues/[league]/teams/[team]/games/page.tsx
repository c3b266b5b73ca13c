import { getTranslations } from 'next-intl/server'
import { GameGrid } from '@/components/games/game-grid'
import { RouteTabPage } from '@/components/route-tab-page'
import { enterLocale } from '@/lib/server/page-locale'
import { loadPublic } from '@/lib/server/server-api'
import type { TeamParams } from '@/lib/resources/team'
import { teamTabMetadata } from '@/lib/resources/team-metadata'
import { teamTabs } from '@/lib/paths/tabs'
import { teamPath } from '@/lib/paths/links'

type Props = { params: Promise<TeamParams> }

export function generateMetadata({ params }: Props) {
  return teamTabMetadata(params, 'games', 'games')
}

export default async function TeamGamesPage({ params }: Props) {
  const { season, league, team } = await params
  await enterLocale(params)
  const [body, t] = await Promise.all([
    loadPublic('/v2/website/seasons/{season}/leagues/{league}/teams/{team}/games', { season, league, team }),
    getTranslations('Team'),
  ])
  return (
    <RouteTabPage basePath={teamPath(season, league, team)} tabs={teamTabs} active="games">
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('games')}</h2>
      <GameGrid games={body.games} league={league} />
    </RouteTabPage>
  )
}
