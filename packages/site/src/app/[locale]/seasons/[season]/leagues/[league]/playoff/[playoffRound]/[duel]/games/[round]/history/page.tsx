import { HistoryTab } from '@/components/game/game-tabs'
import type { PlayoffGameParams } from '@/lib/game'
import { gameTabMetadata, resolvePlayoffGame } from '@/lib/game-route'

type Props = { params: Promise<PlayoffGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolvePlayoffGame, 'history', 'history')
}

export default async function HistoryPage({ params }: Props) {
  const { game } = await resolvePlayoffGame(params)
  return <HistoryTab game={game} />
}
