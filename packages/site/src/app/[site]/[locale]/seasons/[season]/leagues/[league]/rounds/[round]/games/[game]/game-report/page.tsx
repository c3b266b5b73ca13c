import { GameTabPage } from '@/components/game/game-tab-bar'
import { GameReportTab } from '@/components/game/tabs/report'
import type { RoundGameParams } from '@/lib/game'
import { gameTabMetadata, resolveRoundGame } from '@/lib/game-route'
import { roundGameTabs } from '@/lib/tabs'

type Props = { params: Promise<RoundGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolveRoundGame, 'gameReport', 'game-report')
}

export default async function GameReportPage({ params }: Props) {
  const { basePath, game } = await resolveRoundGame(params)
  return (
    <GameTabPage basePath={basePath} tabs={roundGameTabs} active="gameReport">
      <GameReportTab game={game} />
    </GameTabPage>
  )
}
