import { PhotoGallery } from '@/components/layout/photo-gallery'
import { enterLocale } from '@/lib/page-locale'
import { loadOptional } from '@/lib/server-api'
import type { TeamParams } from '@/lib/team'
import { teamTabMetadata } from '@/lib/team-metadata'

type Props = { params: Promise<TeamParams> }

export function generateMetadata({ params }: Props) {
  return teamTabMetadata(params, 'photos', 'photos')
}

/** The team's photos of this season (the club's, from the league's media.json), or the empty state. */
export default async function TeamPhotosPage({ params }: Props) {
  const { season, team } = await params
  await enterLocale(params)
  return (
    <PhotoGallery
      photos={await loadOptional('/v2/website/seasons/{season}/clubs/{club}/photos', { season, club: team })}
    />
  )
}
