import { PhotoGallery } from '@/components/layout/photo-gallery'
import { loadOptional } from '@/lib/server-api'
import { enterLocale } from '@/lib/page-locale'
import { seasonClubTabMetadata, type SeasonClubParams } from '@/lib/season-club'

type Props = { params: Promise<SeasonClubParams> }

export function generateMetadata({ params }: Props) {
  return seasonClubTabMetadata(params, 'photos', 'photos')
}

export default async function SeasonClubPhotosPage({ params }: Props) {
  const { season, club } = await params
  await enterLocale(params)
  return (
    <PhotoGallery photos={await loadOptional('/v2/website/seasons/{season}/clubs/{club}/photos', { season, club })} />
  )
}
