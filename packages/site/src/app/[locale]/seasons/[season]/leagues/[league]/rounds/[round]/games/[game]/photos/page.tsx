import { PhotosEmpty } from '@/components/layout/photos-empty'
import type { RoundGameParams } from '@/lib/game'
import { gameTabMetadata, resolveRoundGame } from '@/lib/game-route'

type Props = { params: Promise<RoundGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolveRoundGame, 'photos', 'photos')
}

export default async function PhotosPage({ params }: Props) {
  await resolveRoundGame(params)
  return <PhotosEmpty />
}
