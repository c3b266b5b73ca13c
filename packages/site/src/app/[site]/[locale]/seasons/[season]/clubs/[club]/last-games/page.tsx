import { getTranslations } from 'next-intl/server'
import { GameGrid } from '@/components/games/game-grid'
import { RouteTabPage } from '@/components/route-tab-page'
import { enterLocale } from '@/lib/server/page-locale'
import { seasonClubTabMetadata, type SeasonClubParams } from '@/lib/resources/season-club'
import { loadPublic } from '@/lib/server/server-api'
import { seasonClubTabs } from '@/lib/paths/tabs'
import { seasonClubPath } from '@/lib/paths/links'

type Props = { params: Promise<SeasonClubParams> }

export function generateMetadata({ params }: Props) {
  return seasonClubTabMetadata(params, 'lastGames', 'last-games')
}

export default async function SeasonClubGamesPage({ params }: Props) {
  const { season, club } = await params
  await enterLocale(params)
  const [body, t] = await Promise.all([
    loadPublic('/v2/website/seasons/{season}/clubs/{club}/games', { season, club }),
    getTranslations('Club'),
  ])
  return (
    <RouteTabPage basePath={seasonClubPath(season, club)} tabs={seasonClubTabs} active="lastGames">
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('lastGames')}</h2>
      <GameGrid games={body.games} />
    </RouteTabPage>
  )
}
