import { renderOnFirstVisit } from '@/lib/server/page-site'
import { ClubHeader } from '@league/ui/components/club-header/club-header'
import type { ReactNode } from 'react'
import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { CalendarLinks } from '@/components/data-export/calendar-links'
import { PageContainer } from '@/components/layout/page-heading'
import { getClub } from '@/lib/resources/club'
import { siteCrestUrl } from '@/lib/paths/crest'
import { enterLocale } from '@/lib/server/page-locale'
import { FollowControl } from '@/components/account/follow-control'

// Rendered on the first visit, then served from Next's cache (src/lib/server/page-site.ts).
export const generateStaticParams = renderOnFirstVisit

export default async function ClubLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string; club: string }>
}) {
  const { club } = await params
  await enterLocale(params)
  const [overview, t, team, format, locale] = await Promise.all([
    getClub(club),
    getTranslations('Club'),
    getTranslations('Team'),
    getFormatter(),
    getLocale(),
  ])
  const { name, seasons } = overview
  const latest = seasons[0]
  const currentName = overview.currentName !== name ? overview.currentName : undefined
  const crestUrl = siteCrestUrl(overview.crestUrl)
  // Key numbers: seasons in the data, and the latest season's place and record.
  const stats = [
    { label: t('seasons'), value: format.number(seasons.length) },
    ...(latest?.rank ? [{ label: team('rank'), value: format.number(latest.rank) }] : []),
    ...(latest ? [{ label: team('record'), value: team('recordValue', { won: latest.won, lost: latest.lost }) }] : []),
  ]
  return (
    <PageContainer>
      <ClubHeader
        name={name}
        shortName={overview.code}
        {...(crestUrl === undefined ? {} : { crestUrl })}
        details={[currentName, latest ? t('inSeason', { season: latest.season }) : undefined].filter(
          (detail): detail is string => Boolean(detail),
        )}
        stats={stats}
        locale={locale}
        className="mb-6"
      />
      <div className="-mt-3 mb-4 flex justify-end">
        <FollowControl kind="club" slug={club} name={name} />
      </div>
      {latest ? (
        <CalendarLinks season={latest.season} league={latest.league.slug} team={club} name={name} className="mb-4" />
      ) : null}
      {children}
    </PageContainer>
  )
}
