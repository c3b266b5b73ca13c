import { PhotosEmpty } from '@/components/layout/photos-empty'
import type { PlayoffGameParams } from '@/lib/game'
import { gameTabMetadata, resolvePlayoffGame } from '@/lib/game-route'

type Props = { params: Promise<PlayoffGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolvePlayoffGame, 'gameVideo', 'game-video')
}

export default async function GameVideoPage({ params }: Props) {
  await resolvePlayoffGame(params)
  return <PhotosEmpty kind="video" />
}
