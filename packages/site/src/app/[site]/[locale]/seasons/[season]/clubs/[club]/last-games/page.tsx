import { getTranslations } from 'next-intl/server'
import { GameGrid } from '@/components/games/game-grid'
import { enterLocale } from '@/lib/page-locale'
import { seasonClubTabMetadata, type SeasonClubParams } from '@/lib/season-club'
import { loadPublic } from '@/lib/server-api'

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
    <>
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('lastGames')}</h2>
      <GameGrid games={body.games} />
    </>
  )
}
