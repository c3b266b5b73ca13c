import { getTranslations } from 'next-intl/server'
import { GameGrid } from '@/components/games/game-grid'
import { RouteTabPage } from '@/components/route-tab-page'
import { clubTabMetadata } from '@/lib/resources/club'
import { enterLocale } from '@/lib/server/page-locale'
import { loadPublic } from '@/lib/server/server-api'
import { clubTabs } from '@/lib/paths/tabs'
import { clubPath } from '@/lib/paths/links'

type Props = { params: Promise<{ locale: string; club: string }> }

export function generateMetadata({ params }: Props) {
  return clubTabMetadata(params, 'lastGames', 'last-games')
}

export default async function ClubLastGamesPage({ params }: Props) {
  const { club } = await params
  await enterLocale(params)
  const [body, t] = await Promise.all([loadPublic('/v2/website/clubs/{club}/games', { club }), getTranslations('Club')])
  return (
    <RouteTabPage basePath={clubPath(club)} tabs={clubTabs} active="lastGames">
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('lastGames')}</h2>
      <GameGrid games={body.games} />
    </RouteTabPage>
  )
}
