import { getTranslations } from 'next-intl/server'
import { GameGrid } from '@/components/games/game-grid'
import type { GameSummary } from '@/lib/api-types'
import { leagueApi } from '@/lib/league'
import { enterLocale } from '@/lib/page-locale'
import { rowsOf } from '@/lib/rows'
import { loadPublic } from '@/lib/server-api'
import type { TeamParams } from '@/lib/team'
import { teamTabMetadata } from '@/lib/team-metadata'

type Props = { params: Promise<TeamParams> }

export function generateMetadata({ params }: Props) {
  return teamTabMetadata(params, 'games', 'games')
}

export default async function TeamGamesPage({ params }: Props) {
  const { season, league, team } = await params
  await enterLocale(params)
  const [body, t] = await Promise.all([
    loadPublic<unknown>(leagueApi(season, league, `/teams/${team}/games`)),
    getTranslations('Team'),
  ])
  return (
    <>
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('games')}</h2>
      <GameGrid games={rowsOf(body, ['games']) as unknown as GameSummary[]} context={{ season, league }} />
    </>
  )
}
