import { PhotoGallery } from '@/components/layout/photo-gallery'
import { clubTabMetadata } from '@/lib/club'
import { enterLocale } from '@/lib/page-locale'

type Props = { params: Promise<{ locale: string; club: string }> }

export function generateMetadata({ params }: Props) {
  return clubTabMetadata(params, 'photos', 'photos')
}

export default async function ClubPhotosPage({ params }: Props) {
  const { club } = await params
  await enterLocale(params)
  return <PhotoGallery apiPath={`/v2/website/clubs/${club}/photos`} />
}
