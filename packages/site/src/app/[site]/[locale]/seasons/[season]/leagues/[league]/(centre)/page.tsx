import { loadRegularSeasonStandings, StandingsSection } from '@/components/league/standings-section'
import type { LeagueParams } from '@/lib/league'
import { leagueTabMetadata } from '@/lib/league-metadata'
import { enterLocale } from '@/lib/page-locale'

type Props = { params: Promise<LeagueParams> }

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'standings', '')
}

export default async function StandingsPage({ params }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const body = await loadRegularSeasonStandings(season, league)
  return <StandingsSection headingId="standings-heading" rows={body.standings} season={season} league={league} />
}
