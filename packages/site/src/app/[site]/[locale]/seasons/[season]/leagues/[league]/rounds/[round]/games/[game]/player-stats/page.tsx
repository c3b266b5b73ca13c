import { GameTabPage } from '@/components/game/game-tab-bar'
import { PlayerStatsTab } from '@/components/game/tabs/player-stats'
import type { RoundGameParams } from '@/lib/game'
import { gameTabMetadata, resolveRoundGame } from '@/lib/game-route'
import { roundGameTabs } from '@/lib/tabs'

type Props = { params: Promise<RoundGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolveRoundGame, 'playerStats', 'player-stats')
}

export default async function PlayerStatsPage({ params }: Props) {
  const { basePath, game } = await resolveRoundGame(params)
  return (
    <GameTabPage basePath={basePath} tabs={roundGameTabs} active="playerStats">
      <PlayerStatsTab game={game} />
    </GameTabPage>
  )
}
