import { GameTabPage } from '@/components/game/game-tab-bar'
import { PhotoGallery } from '@/components/layout/photo-gallery'
import type { RoundGameParams } from '@/lib/game'
import { gameTabMetadata, resolveRoundGame } from '@/lib/game-route'
import { loadOptional } from '@/lib/server-api'
import { roundGameTabs } from '@/lib/tabs'

type Props = { params: Promise<RoundGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolveRoundGame, 'photos', 'photos')
}

export default async function PhotosPage({ params }: Props) {
  const { basePath, game } = await resolveRoundGame(params)
  return (
    <GameTabPage basePath={basePath} tabs={roundGameTabs} active="photos">
      <PhotoGallery photos={await loadOptional('/v2/website/games/{game}/photos', { game })} />
    </GameTabPage>
  )
}
