import { getTranslations } from 'next-intl/server'
import { StandingsView } from '@/components/league/standings-view'
import { enterLocale } from '@/lib/page-locale'
import { loadPublic } from '@/lib/server-api'
import type { TeamParams } from '@/lib/team'
import { teamTabMetadata } from '@/lib/team-metadata'

type Props = { params: Promise<TeamParams> }

export function generateMetadata({ params }: Props) {
  return teamTabMetadata(params, 'table', 'table')
}

export default async function TeamTablePage({ params }: Props) {
  const { season, league, team } = await params
  await enterLocale(params)
  const [body, t] = await Promise.all([
    loadPublic('/v2/website/seasons/{season}/leagues/{league}/teams/{team}/table', { season, league, team }),
    getTranslations('Standings'),
  ])
  return (
    <section aria-labelledby="team-table-heading">
      <h2 id="team-table-heading" className="mb-3 font-heading text-xl font-semibold">
        {t('title')}
      </h2>
      <StandingsView
        rows={body.standings}
        season={season}
        league={league}
        caption={t('caption')}
        highlightTeam={team}
      />
    </section>
  )
}
