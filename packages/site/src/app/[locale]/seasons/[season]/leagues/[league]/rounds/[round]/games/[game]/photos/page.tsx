import { GameTabPage } from '@/components/game/game-tab-bar'
import { PhotosEmpty } from '@/components/layout/photos-empty'
import type { RoundGameParams } from '@/lib/game'
import { gameTabMetadata, resolveRoundGame } from '@/lib/game-route'
import { roundGameTabs } from '@/lib/tabs'

type Props = { params: Promise<RoundGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolveRoundGame, 'photos', 'photos')
}

export default async function PhotosPage({ params }: Props) {
  const { basePath } = await resolveRoundGame(params)
  return (
    <GameTabPage basePath={basePath} tabs={roundGameTabs} active="photos">
      <PhotosEmpty />
    </GameTabPage>
  )
}
