import { GameTabPage } from '@/components/game/game-tab-bar'
import { ShotChartTab } from '@/components/game/tabs/shot-chart'
import type { RoundGameParams } from '@/lib/game'
import { gameTabMetadata, resolveRoundGame } from '@/lib/game-route'
import { shotChartFilterOf, type ShotChartSearchParams } from '@/lib/shot-chart-filter'
import { roundGameTabs } from '@/lib/tabs'

// Its content follows the query string, which Next's page cache does not key on: rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<RoundGameParams>; searchParams: Promise<ShotChartSearchParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolveRoundGame, 'shotChart', 'shot-chart')
}

export default async function ShotChartPage({ params, searchParams }: Props) {
  const { basePath, game } = await resolveRoundGame(params)
  const filter = shotChartFilterOf(await searchParams)
  return (
    <GameTabPage basePath={basePath} tabs={roundGameTabs} active="shotChart">
      <ShotChartTab game={game} path={`${basePath}/shot-chart`} filter={filter} />
    </GameTabPage>
  )
}
