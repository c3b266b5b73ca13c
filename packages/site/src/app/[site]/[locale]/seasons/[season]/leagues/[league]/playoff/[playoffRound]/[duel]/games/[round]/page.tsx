import { GameTabPage } from '@/components/game/game-tab-bar'
import { TeamStatsTab } from '@/components/game/tabs/team-stats'
import type { PlayoffGameParams } from '@/lib/game'
import { gameTabMetadata, resolvePlayoffGame } from '@/lib/game-route'
import { playoffGameTabs } from '@/lib/tabs'

type Props = { params: Promise<PlayoffGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolvePlayoffGame, 'teamStats', '')
}

export default async function TeamStatsPage({ params }: Props) {
  const { basePath, game } = await resolvePlayoffGame(params)
  return (
    <GameTabPage basePath={basePath} tabs={playoffGameTabs} active="teamStats">
      <TeamStatsTab game={game} />
    </GameTabPage>
  )
}
