import { PhotoGallery } from '@/components/layout/photo-gallery'
import { RouteTabPage } from '@/components/route-tab-page'
import { loadOptional } from '@/lib/server/server-api'
import { enterLocale } from '@/lib/server/page-locale'
import { seasonClubTabMetadata, type SeasonClubParams } from '@/lib/resources/season-club'
import { seasonClubTabs } from '@/lib/paths/tabs'
import { seasonClubPath } from '@/lib/paths/links'

type Props = { params: Promise<SeasonClubParams> }

export function generateMetadata({ params }: Props) {
  return seasonClubTabMetadata(params, 'photos', 'photos')
}

export default async function SeasonClubPhotosPage({ params }: Props) {
  const { season, club } = await params
  await enterLocale(params)
  return (
    <RouteTabPage basePath={seasonClubPath(season, club)} tabs={seasonClubTabs} active="photos">
      <PhotoGallery photos={await loadOptional('/v2/website/seasons/{season}/clubs/{club}/photos', { season, club })} />
    </RouteTabPage>
  )
}
