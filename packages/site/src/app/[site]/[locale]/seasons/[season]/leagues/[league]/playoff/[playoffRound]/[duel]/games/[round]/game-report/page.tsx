import { GameTabPage } from '@/components/game/game-tab-bar'
import { GameReportTab } from '@/components/game/tabs/report'
import type { PlayoffGameParams } from '@/lib/game'
import { gameTabMetadata, resolvePlayoffGame } from '@/lib/game-route'
import { playoffGameTabs } from '@/lib/tabs'

type Props = { params: Promise<PlayoffGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolvePlayoffGame, 'gameReport', 'game-report')
}

export default async function GameReportPage({ params }: Props) {
  const { basePath, game } = await resolvePlayoffGame(params)
  return (
    <GameTabPage basePath={basePath} tabs={playoffGameTabs} active="gameReport">
      <GameReportTab game={game} />
    </GameTabPage>
  )
}
