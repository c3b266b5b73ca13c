import type { StandingsRow } from '@league/api/contract/standings'
import { getTranslations } from 'next-intl/server'
import { CsvLink } from '@/components/data-export/csv-link'
import { loadPublic } from '@/lib/server/server-api'
import { StandingsView } from './standings-view'

/** The query of the regular-season table (the home page reads it as an optional part). */
export const regularSeason = { phase: 'regular-season' } as const

/** The regular-season table of a league: the one read of the league centre, the game centre and the home page. */
export function loadRegularSeasonStandings(season: string, league: string) {
  return loadPublic('/v2/website/seasons/{season}/leagues/{league}/standings', { season, league }, regularSeason)
}

/**
 * A league table under its "Standings" heading (league centre, a team's table, the game centre's table), with
 * its CSV download.
 */
export async function StandingsSection({
  headingId,
  rows,
  season,
  league,
  highlightTeam,
}: {
  headingId: string
  rows: readonly StandingsRow[]
  season: string
  league: string
  highlightTeam?: string
}) {
  const t = await getTranslations('Standings')
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 font-heading text-xl font-semibold">
        {t('title')}
      </h2>
      <StandingsView
        rows={rows}
        season={season}
        league={league}
        caption={t('caption')}
        {...(highlightTeam ? { highlightTeam } : {})}
      />
      <CsvLink
        path={`seasons/${encodeURIComponent(season)}/leagues/${encodeURIComponent(league)}/standings.csv`}
        table="standings"
        className="mt-3"
      />
    </section>
  )
}
