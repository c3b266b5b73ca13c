import { GameTabPage } from '@/components/game/game-tab-bar'
import { PhotoGallery } from '@/components/layout/photo-gallery'
import type { PlayoffGameParams } from '@/lib/game'
import { gameTabMetadata, resolvePlayoffGame } from '@/lib/game-route'
import { loadOptional } from '@/lib/server-api'
import { playoffGameTabs } from '@/lib/tabs'

type Props = { params: Promise<PlayoffGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolvePlayoffGame, 'photos', 'photos')
}

export default async function PhotosPage({ params }: Props) {
  const { basePath, game } = await resolvePlayoffGame(params)
  return (
    <GameTabPage basePath={basePath} tabs={playoffGameTabs} active="photos">
      <PhotoGallery photos={await loadOptional('/v2/website/games/{game}/photos', { game })} />
    </GameTabPage>
  )
}
