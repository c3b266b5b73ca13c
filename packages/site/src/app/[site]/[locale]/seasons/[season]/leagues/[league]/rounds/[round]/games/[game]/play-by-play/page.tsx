import { GameTabPage } from '@/components/game/game-tab-bar'
import { PlayByPlayTab } from '@/components/game/tabs/play-by-play'
import type { RoundGameParams } from '@/lib/game'
import { gameTabMetadata, resolveRoundGame } from '@/lib/game-route'
import { roundGameTabs } from '@/lib/tabs'

type Props = { params: Promise<RoundGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolveRoundGame, 'playByPlay', 'play-by-play')
}

export default async function PlayByPlayPage({ params }: Props) {
  const { basePath, game } = await resolveRoundGame(params)
  return (
    <GameTabPage basePath={basePath} tabs={roundGameTabs} active="playByPlay">
      <PlayByPlayTab game={game} />
    </GameTabPage>
  )
}
