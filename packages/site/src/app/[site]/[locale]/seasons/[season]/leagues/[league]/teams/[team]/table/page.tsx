import { StandingsSection } from '@/components/league/standings-section'
import { RouteTabPage } from '@/components/route-tab-page'
import { enterLocale } from '@/lib/server/page-locale'
import { loadPublic } from '@/lib/server/server-api'
import type { TeamParams } from '@/lib/resources/team'
import { teamTabMetadata } from '@/lib/resources/team-metadata'
import { teamTabs } from '@/lib/paths/tabs'
import { teamPath } from '@/lib/paths/links'

type Props = { params: Promise<TeamParams> }

export function generateMetadata({ params }: Props) {
  return teamTabMetadata(params, 'table', 'table')
}

export default async function TeamTablePage({ params }: Props) {
  const { season, league, team } = await params
  await enterLocale(params)
  const body = await loadPublic('/v2/website/seasons/{season}/leagues/{league}/teams/{team}/table', {
    season,
    league,
    team,
  })
  return (
    <RouteTabPage basePath={teamPath(season, league, team)} tabs={teamTabs} active="table">
      <StandingsSection
        headingId="team-table-heading"
        rows={body.standings}
        season={season}
        league={league}
        highlightTeam={team}
      />
    </RouteTabPage>
  )
}
