import { GameTabPage } from '@/components/game/game-tab-bar'
import { PhotosEmpty } from '@/components/layout/photos-empty'
import type { PlayoffGameParams } from '@/lib/game'
import { gameTabMetadata, resolvePlayoffGame } from '@/lib/game-route'
import { playoffGameTabs } from '@/lib/tabs'

type Props = { params: Promise<PlayoffGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolvePlayoffGame, 'gameVideo', 'game-video')
}

export default async function GameVideoPage({ params }: Props) {
  const { basePath } = await resolvePlayoffGame(params)
  return (
    <GameTabPage basePath={basePath} tabs={playoffGameTabs} active="gameVideo">
      <PhotosEmpty kind="video" />
    </GameTabPage>
  )
}
