import { getTranslations } from 'next-intl/server'
import { CsvLink } from '@/components/data-export/csv-link'
import { StandingsView } from '@/components/league/standings-view'
import type { LeagueParams } from '@/lib/league'
import { leagueTabMetadata } from '@/lib/league-metadata'
import { enterLocale } from '@/lib/page-locale'
import { loadPublic } from '@/lib/server-api'

type Props = { params: Promise<LeagueParams> }

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'standings', '')
}

export default async function StandingsPage({ params }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const [body, t] = await Promise.all([
    loadPublic(
      '/v2/website/seasons/{season}/leagues/{league}/standings',
      { season, league },
      { phase: 'regular-season' },
    ),
    getTranslations('Standings'),
  ])
  return (
    <section aria-labelledby="standings-heading">
      <h2 id="standings-heading" className="mb-3 font-heading text-xl font-semibold">
        {t('title')}
      </h2>
      <StandingsView rows={body.standings} season={season} league={league} caption={t('caption')} />
      <CsvLink
        path={`seasons/${encodeURIComponent(season)}/leagues/${encodeURIComponent(league)}/standings.csv`}
        table="standings"
        className="mt-3"
      />
    </section>
  )
}
