import { GameTabPage } from '@/components/game/game-tab-bar'
import { ShotChartTab } from '@/components/game/tabs/shot-chart'
import type { RoundGameParams } from '@/lib/game'
import { gameTabMetadata, resolveRoundGame } from '@/lib/game-route'
import { roundGameTabs } from '@/lib/tabs'

type Props = { params: Promise<RoundGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolveRoundGame, 'shotChart', 'shot-chart')
}

export default async function ShotChartPage({ params }: Props) {
  const { basePath, game } = await resolveRoundGame(params)
  return (
    <GameTabPage basePath={basePath} tabs={roundGameTabs} active="shotChart">
      <ShotChartTab game={game} />
    </GameTabPage>
  )
}
