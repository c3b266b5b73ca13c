import { PlayerStatsTab } from '@/components/game/game-tabs'
import type { RoundGameParams } from '@/lib/game'
import { gameTabMetadata, resolveRoundGame } from '@/lib/game-route'

type Props = { params: Promise<RoundGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolveRoundGame, 'playerStats', 'player-stats')
}

export default async function PlayerStatsPage({ params }: Props) {
  const { game } = await resolveRoundGame(params)
  return <PlayerStatsTab game={game} />
}
