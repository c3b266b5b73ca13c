import { GameTabPage } from '@/components/game/game-tab-bar'
import { PlayerStatsTab } from '@/components/game/tabs/player-stats'
import type { PlayoffGameParams } from '@/lib/game'
import { gameTabMetadata, resolvePlayoffGame } from '@/lib/game-route'
import { playoffGameTabs } from '@/lib/tabs'

type Props = { params: Promise<PlayoffGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolvePlayoffGame, 'playerStats', 'player-stats')
}

export default async function PlayerStatsPage({ params }: Props) {
  const { basePath, game } = await resolvePlayoffGame(params)
  return (
    <GameTabPage basePath={basePath} tabs={playoffGameTabs} active="playerStats">
      <PlayerStatsTab game={game} />
    </GameTabPage>
  )
}
