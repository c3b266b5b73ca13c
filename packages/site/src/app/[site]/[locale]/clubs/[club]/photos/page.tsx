import { PhotoGallery } from '@/components/layout/photo-gallery'
import { RouteTabPage } from '@/components/route-tab-page'
import { loadOptional } from '@/lib/server/server-api'
import { clubTabMetadata } from '@/lib/resources/club'
import { enterLocale } from '@/lib/server/page-locale'
import { clubTabs } from '@/lib/paths/tabs'
import { clubPath } from '@/lib/paths/links'

type Props = { params: Promise<{ locale: string; club: string }> }

export function generateMetadata({ params }: Props) {
  return clubTabMetadata(params, 'photos', 'photos')
}

export default async function ClubPhotosPage({ params }: Props) {
  const { club } = await params
  await enterLocale(params)
  return (
    <RouteTabPage basePath={clubPath(club)} tabs={clubTabs} active="photos">
      <PhotoGallery photos={await loadOptional('/v2/website/clubs/{club}/photos', { club })} />
    </RouteTabPage>
  )
}
