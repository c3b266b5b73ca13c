import { GameTabPage } from '@/components/game/game-tab-bar'
import { PlayByPlayTab } from '@/components/game/tabs/play-by-play'
import type { PlayoffGameParams } from '@/lib/game'
import { gameTabMetadata, resolvePlayoffGame } from '@/lib/game-route'
import { playoffGameTabs } from '@/lib/tabs'

type Props = { params: Promise<PlayoffGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolvePlayoffGame, 'playByPlay', 'play-by-play')
}

export default async function PlayByPlayPage({ params }: Props) {
  const { basePath, game } = await resolvePlayoffGame(params)
  return (
    <GameTabPage basePath={basePath} tabs={playoffGameTabs} active="playByPlay">
      <PlayByPlayTab game={game} />
    </GameTabPage>
  )
}
