import { LeagueCalendar } from '@/components/league/league-calendar'
import type { LeagueParams } from '@/lib/resources/league'
import { leagueTabMetadata } from '@/lib/resources/league-metadata'
import { enterLocale } from '@/lib/server/page-locale'

type Props = { params: Promise<LeagueParams> }

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'calendar', 'calendar')
}

/** The calendar opens on the season's current or next round (the last one of a finished season). */
export default async function CalendarPage({ params }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  return <LeagueCalendar season={season} league={league} />
}
