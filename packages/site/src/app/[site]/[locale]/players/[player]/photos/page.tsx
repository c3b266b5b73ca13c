import { PhotoGallery } from '@/components/layout/photo-gallery'
import { RouteTabPage } from '@/components/route-tab-page'
import { loadOptional } from '@/lib/server/server-api'
import { enterLocale } from '@/lib/server/page-locale'
import { playerTabMetadata } from '@/lib/resources/player'
import { playerTabs } from '@/lib/paths/tabs'
import { playerPath } from '@/lib/paths/links'

type Props = { params: Promise<{ locale: string; player: string }> }

export function generateMetadata({ params }: Props) {
  return playerTabMetadata(params, 'photos', 'photos')
}

export default async function PlayerPhotosPage({ params }: Props) {
  const { player } = await params
  await enterLocale(params)
  return (
    <RouteTabPage basePath={playerPath(player)} tabs={playerTabs} active="photos">
      <PhotoGallery photos={await loadOptional('/v2/website/players/{player}/photos', { player })} />
    </RouteTabPage>
  )
}
