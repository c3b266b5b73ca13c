import { renderOnFirstVisit } from '@/lib/server/page-site'
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { CalendarLinks } from '@/components/data-export/calendar-links'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { Link } from '@/i18n/navigation'
import { getLeague, leagueNameOf } from '@/lib/resources/league'
import { clubPath, leaguePath } from '@/lib/paths/links'
import { enterLocale } from '@/lib/server/page-locale'
import { getTeam, teamNameOf, type TeamParams } from '@/lib/resources/team'
import { siteCrestUrl } from '@/lib/paths/crest'
import { ClubMark } from '@league/ui/lib/club-mark'

// Rendered on the first visit, then served from Next's cache (src/lib/server/page-site.ts).
export const generateStaticParams = renderOnFirstVisit

export default async function TeamLayout({ children, params }: { children: ReactNode; params: Promise<TeamParams> }) {
  const { season, league, team } = await params
  await enterLocale(params)
  const [overview, leagueOverview, t] = await Promise.all([
    getTeam(season, league, team),
    getLeague(season, league),
    getTranslations('Team'),
  ])
  return (
    <PageContainer>
      <PageHeading
        title={teamNameOf(overview)}
        mark={
          <ClubMark
            name={overview.team.club.name}
            crestUrl={siteCrestUrl(overview.crestUrl)}
            decorative
            className="size-16"
          />
        }
      >
        <Link href={leaguePath(season, league)} className="text-link hover:underline">
          {leagueNameOf(leagueOverview)} {leagueOverview.season.name}
        </Link>
        {' · '}
        <Link href={clubPath(overview.team.club.slug)} className="text-link hover:underline">
          {t('clubPage')}
        </Link>
      </PageHeading>
      <CalendarLinks season={season} league={league} team={team} name={teamNameOf(overview)} className="mb-4" />
      {children}
    </PageContainer>
  )
}
