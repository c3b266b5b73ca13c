import { PhotosEmpty } from '@/components/layout/photos-empty'
import { enterLocale } from '@/lib/page-locale'
import type { TeamParams } from '@/lib/team'
import { teamTabMetadata } from '@/lib/team-metadata'

type Props = { params: Promise<TeamParams> }

export function generateMetadata({ params }: Props) {
  return teamTabMetadata(params, 'photos', 'photos')
}

export default async function TeamPhotosPage({ params }: Props) {
  await enterLocale(params)
  return <PhotosEmpty />
}
