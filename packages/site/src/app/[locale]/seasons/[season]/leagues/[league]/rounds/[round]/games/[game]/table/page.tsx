import { TableTab } from '@/components/game/game-tabs'
import type { RoundGameParams } from '@/lib/game'
import { gameTabMetadata, resolveRoundGame } from '@/lib/game-route'

type Props = { params: Promise<RoundGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolveRoundGame, 'table', 'table')
}

export default async function TablePage({ params }: Props) {
  const { season, league, game } = await resolveRoundGame(params)
  return <TableTab season={season} league={league} game={game} />
}
