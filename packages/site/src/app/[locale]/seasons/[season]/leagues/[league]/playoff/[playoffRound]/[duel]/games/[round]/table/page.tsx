import { TableTab } from '@/components/game/game-tabs'
import type { PlayoffGameParams } from '@/lib/game'
import { gameTabMetadata, resolvePlayoffGame } from '@/lib/game-route'

type Props = { params: Promise<PlayoffGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolvePlayoffGame, 'table', 'table')
}

export default async function TablePage({ params }: Props) {
  const { season, league, game } = await resolvePlayoffGame(params)
  return <TableTab season={season} league={league} game={game} />
}
