import { PhotoGallery } from '@/components/layout/photo-gallery'
import { RouteTabPage } from '@/components/route-tab-page'
import { enterLocale } from '@/lib/server/page-locale'
import { loadOptional } from '@/lib/server/server-api'
import type { TeamParams } from '@/lib/resources/team'
import { teamTabMetadata } from '@/lib/resources/team-metadata'
import { teamTabs } from '@/lib/paths/tabs'
import { teamPath } from '@/lib/paths/links'

type Props = { params: Promise<TeamParams> }

export function generateMetadata({ params }: Props) {
  return teamTabMetadata(params, 'photos', 'photos')
}

/** The team's photos of this season (the club's, from the league's media.json), or the empty state. */
export default async function TeamPhotosPage({ params }: Props) {
  const { season, league, team } = await params
  await enterLocale(params)
  return (
    <RouteTabPage basePath={teamPath(season, league, team)} tabs={teamTabs} active="photos">
      <PhotoGallery
        photos={await loadOptional('/v2/website/seasons/{season}/clubs/{club}/photos', { season, club: team })}
      />
    </RouteTabPage>
  )
}
