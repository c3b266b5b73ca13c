import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import { clubPath } from '@/lib/paths/links'
import { loadOptional } from '@/lib/server/server-api'

/** Whether a league's season has play-offs, whose final names a champion (the regular season alone does not). */
export function hasPlayoffs(phases: readonly { slug: string }[]): boolean {
  return phases.some((phase) => phase.slug !== 'regular-season')
}

/**
 * "Champion: Partizan" under a finished season's title, from the play-off final's result (the bracket's
 * champion); nothing while the final is still to be decided, or for a league without play-offs.
 */
export async function SeasonChampion({
  season,
  league,
  leagueName,
}: {
  season: string
  league: string
  /** Named when the page lists several leagues (the season page). */
  leagueName?: string
}) {
  const [bracket, t] = await Promise.all([
    loadOptional('/v2/website/seasons/{season}/leagues/{league}/playoff', { season, league }),
    getTranslations('League'),
  ])
  const champion = bracket?.champion
  if (!champion) {
    return null
  }
  const club = (chunks: ReactNode) => (
    <Link href={clubPath(champion.club.slug)} className="font-semibold text-on-surface underline underline-offset-4">
      {chunks}
    </Link>
  )
  return (
    <p data-slot="season-champion">
      {leagueName
        ? t.rich('championOf', { league: leagueName, name: champion.name, club })
        : t.rich('champion', { name: champion.name, club })}
    </p>
  )
}
