import { GameTabPage } from '@/components/game/game-tab-bar'
import { ShotChartTab } from '@/components/game/tabs/shot-chart'
import type { PlayoffGameParams } from '@/lib/game'
import { gameTabMetadata, resolvePlayoffGame } from '@/lib/game-route'
import { shotChartFilterOf, type ShotChartSearchParams } from '@/lib/shot-chart-filter'
import { playoffGameTabs } from '@/lib/tabs'

// Its content follows the query string, which Next's page cache does not key on: rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<PlayoffGameParams>; searchParams: Promise<ShotChartSearchParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolvePlayoffGame, 'shotChart', 'shot-chart')
}

export default async function ShotChartPage({ params, searchParams }: Props) {
  const { basePath, game } = await resolvePlayoffGame(params)
  const filter = shotChartFilterOf(await searchParams)
  return (
    <GameTabPage basePath={basePath} tabs={playoffGameTabs} active="shotChart">
      <ShotChartTab game={game} path={`${basePath}/shot-chart`} filter={filter} />
    </GameTabPage>
  )
}
