import { GameReportTab } from '@/components/game/game-tabs'
import type { RoundGameParams } from '@/lib/game'
import { gameTabMetadata, resolveRoundGame } from '@/lib/game-route'

type Props = { params: Promise<RoundGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolveRoundGame, 'gameReport', 'game-report')
}

export default async function GameReportPage({ params }: Props) {
  const { game } = await resolveRoundGame(params)
  return <GameReportTab game={game} />
}
