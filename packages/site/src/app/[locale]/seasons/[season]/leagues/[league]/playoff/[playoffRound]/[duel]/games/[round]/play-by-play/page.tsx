import { PlayByPlayTab } from '@/components/game/game-tabs'
import type { PlayoffGameParams } from '@/lib/game'
import { gameTabMetadata, resolvePlayoffGame } from '@/lib/game-route'

type Props = { params: Promise<PlayoffGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolvePlayoffGame, 'playByPlay', 'play-by-play')
}

export default async function PlayByPlayPage({ params }: Props) {
  const { game } = await resolvePlayoffGame(params)
  return <PlayByPlayTab game={game} />
}
