import { PhotoGallery } from '@/components/layout/photo-gallery'
import { loadOptional } from '@/lib/server-api'
import { clubTabMetadata } from '@/lib/club'
import { enterLocale } from '@/lib/page-locale'

type Props = { params: Promise<{ locale: string; club: string }> }

export function generateMetadata({ params }: Props) {
  return clubTabMetadata(params, 'photos', 'photos')
}

export default async function ClubPhotosPage({ params }: Props) {
  const { club } = await params
  await enterLocale(params)
  return <PhotoGallery photos={await loadOptional('/v2/website/clubs/{club}/photos', { club })} />
}
