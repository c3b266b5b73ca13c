import { HistoryTab } from '@/components/game/game-tabs'
import type { RoundGameParams } from '@/lib/game'
import { gameTabMetadata, resolveRoundGame } from '@/lib/game-route'

type Props = { params: Promise<RoundGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolveRoundGame, 'history', 'history')
}

export default async function HistoryPage({ params }: Props) {
  const { game } = await resolveRoundGame(params)
  return <HistoryTab game={game} />
}
