import { TeamStatsTab } from '@/components/game/game-tabs'
import type { RoundGameParams } from '@/lib/game'
import { gameTabMetadata, resolveRoundGame } from '@/lib/game-route'

type Props = { params: Promise<RoundGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolveRoundGame, 'teamStats', '')
}

export default async function TeamStatsPage({ params }: Props) {
  const { game } = await resolveRoundGame(params)
  return <TeamStatsTab game={game} />
}
