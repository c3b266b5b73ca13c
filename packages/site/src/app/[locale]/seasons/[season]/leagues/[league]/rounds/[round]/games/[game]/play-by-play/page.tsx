import { PlayByPlayTab } from '@/components/game/game-tabs'
import type { RoundGameParams } from '@/lib/game'
import { gameTabMetadata, resolveRoundGame } from '@/lib/game-route'

type Props = { params: Promise<RoundGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolveRoundGame, 'playByPlay', 'play-by-play')
}

export default async function PlayByPlayPage({ params }: Props) {
  const { game } = await resolveRoundGame(params)
  return <PlayByPlayTab game={game} />
}
