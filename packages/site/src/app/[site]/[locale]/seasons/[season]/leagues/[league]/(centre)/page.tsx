import { loadRegularSeasonStandings, StandingsSection } from '@/components/league/standings-section'
import { RouteTabPage } from '@/components/route-tab-page'
import type { LeagueParams } from '@/lib/resources/league'
import { leagueTabMetadata } from '@/lib/resources/league-metadata'
import { enterLocale } from '@/lib/server/page-locale'
import { leagueTabs } from '@/lib/paths/tabs'
import { leaguePath } from '@/lib/paths/links'

type Props = { params: Promise<LeagueParams> }

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'standings', '')
}

export default async function StandingsPage({ params }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const body = await loadRegularSeasonStandings(season, league)
  return (
    <RouteTabPage basePath={leaguePath(season, league)} tabs={leagueTabs} active="standings">
      <StandingsSection headingId="standings-heading" rows={body.standings} season={season} league={league} />
    </RouteTabPage>
  )
}
