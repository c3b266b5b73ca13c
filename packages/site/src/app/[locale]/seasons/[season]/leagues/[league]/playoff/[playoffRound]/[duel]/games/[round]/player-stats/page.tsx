import { PlayerStatsTab } from '@/components/game/game-tabs'
import type { PlayoffGameParams } from '@/lib/game'
import { gameTabMetadata, resolvePlayoffGame } from '@/lib/game-route'

type Props = { params: Promise<PlayoffGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolvePlayoffGame, 'playerStats', 'player-stats')
}

export default async function PlayerStatsPage({ params }: Props) {
  const { game } = await resolvePlayoffGame(params)
  return <PlayerStatsTab game={game} />
}
