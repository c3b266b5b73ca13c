import { LeagueCalendar } from '@/components/league/league-calendar'
import type { LeagueParams } from '@/lib/resources/league'
import { leagueTabMetadata } from '@/lib/resources/league-metadata'
import { enterLocale } from '@/lib/server/page-locale'
import { renderOnFirstVisit } from '@/lib/server/page-site'

type Props = { params: Promise<LeagueParams & { round: string }> }

export const generateStaticParams = renderOnFirstVisit

export async function generateMetadata({ params }: Props) {
  const { round } = await params
  return leagueTabMetadata(params, 'calendar', `calendar/${round}`)
}

/** One round of the calendar, chosen in the round picker (`/calendar/12`, `/calendar/final-2`). */
export default async function CalendarRoundPage({ params }: Props) {
  const { season, league, round } = await params
  await enterLocale(params)
  return <LeagueCalendar season={season} league={league} round={round} />
}
