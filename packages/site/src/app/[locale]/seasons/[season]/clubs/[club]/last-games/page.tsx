import { getTranslations } from 'next-intl/server'
import { GameGrid } from '@/components/games/game-grid'
import type { GameSummary } from '@/lib/api-types'
import { enterLocale } from '@/lib/page-locale'
import { rowsOf } from '@/lib/rows'
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
    loadPublic<unknown>(`/v2/website/seasons/${season}/clubs/${club}/games`),
    getTranslations('Club'),
  ])
  return (
    <>
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('lastGames')}</h2>
      <GameGrid games={rowsOf(body, ['games']) as unknown as GameSummary[]} />
    </>
  )
}
