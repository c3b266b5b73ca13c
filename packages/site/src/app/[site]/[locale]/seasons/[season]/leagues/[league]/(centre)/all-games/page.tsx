import { getTranslations } from 'next-intl/server'
import { GameGrid } from '@/components/games/game-grid'
import { PageLinks } from '@/components/data/page-links'
import { RouteTabPage } from '@/components/route-tab-page'
import type { LeagueParams } from '@/lib/resources/league'
import { leagueTabMetadata } from '@/lib/resources/league-metadata'
import { leaguePath } from '@/lib/paths/links'
import { enterLocale } from '@/lib/server/page-locale'
import { loadPublic } from '@/lib/server/server-api'
import { leagueTabs } from '@/lib/paths/tabs'

// Its content follows the query string, which Next's page cache does not key on: rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<LeagueParams>; searchParams: Promise<{ page?: string }> }

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'allGames', 'all-games')
}

export default async function AllGamesPage({ params, searchParams }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const page = Math.max(1, Number((await searchParams).page ?? 1) || 1)
  const [body, t] = await Promise.all([
    loadPublic('/v2/website/seasons/{season}/leagues/{league}/games', { season, league }, { page }),
    getTranslations('League'),
  ])
  return (
    <RouteTabPage basePath={leaguePath(season, league)} tabs={leagueTabs} active="allGames">
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('allGamesTitle')}</h2>
      <GameGrid games={body.games} league={league} />
      <PageLinks basePath={`${leaguePath(season, league)}/all-games`} page={page} pages={body.pages} />
    </RouteTabPage>
  )
}
