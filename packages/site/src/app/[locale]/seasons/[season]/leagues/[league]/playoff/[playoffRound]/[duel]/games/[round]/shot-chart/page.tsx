import { GameTabPage } from '@/components/game/game-tab-bar'
import { ShotChartTab } from '@/components/game/tabs/shot-chart'
import type { PlayoffGameParams } from '@/lib/game'
import { gameTabMetadata, resolvePlayoffGame } from '@/lib/game-route'
import { playoffGameTabs } from '@/lib/tabs'

type Props = { params: Promise<PlayoffGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolvePlayoffGame, 'shotChart', 'shot-chart')
}

export default async function ShotChartPage({ params }: Props) {
  const { basePath, game } = await resolvePlayoffGame(params)
  return (
    <GameTabPage basePath={basePath} tabs={playoffGameTabs} active="shotChart">
      <ShotChartTab game={game} />
    </GameTabPage>
  )
}
