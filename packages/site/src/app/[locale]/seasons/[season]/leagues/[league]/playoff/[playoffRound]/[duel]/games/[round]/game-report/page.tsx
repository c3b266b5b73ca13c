import { GameReportTab } from '@/components/game/game-tabs'
import type { PlayoffGameParams } from '@/lib/game'
import { gameTabMetadata, resolvePlayoffGame } from '@/lib/game-route'

type Props = { params: Promise<PlayoffGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolvePlayoffGame, 'gameReport', 'game-report')
}

export default async function GameReportPage({ params }: Props) {
  const { game } = await resolvePlayoffGame(params)
  return <GameReportTab game={game} />
}
