import { renderOnFirstVisit } from '@/lib/server/page-site'
import { PlayerHeader } from '@league/ui/components/player-header/player-header'
import type { ReactNode } from 'react'
import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-heading'
import { Link } from '@/i18n/navigation'
import { siteHeadshotUrl } from '@/lib/paths/headshot'
import { markOf } from '@/lib/screens/team-marks'
import { loadTeamMarksByCode } from '@/lib/server/team-marks-by-code'
import { clubPath } from '@/lib/paths/links'
import { enterLocale } from '@/lib/server/page-locale'
import { getPlayer } from '@/lib/resources/player'
import { FollowControl } from '@/components/account/follow-control'

// Rendered on the first visit, then served from Next's cache (src/lib/server/page-site.ts).
export const generateStaticParams = renderOnFirstVisit

export default async function PlayerLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string; player: string }>
}) {
  const { player } = await params
  await enterLocale(params)
  const [overview, t, stats, fantasy, format, locale, marks] = await Promise.all([
    getPlayer(player),
    getTranslations('Player'),
    getTranslations('Stats'),
    getTranslations('Fantasy'),
    getFormatter(),
    getLocale(),
    loadTeamMarksByCode(),
  ])
  // The club the player belongs to: the team of their latest season.
  const latestTeam = overview.clubs.at(-1)
  const latest = overview.career.seasons.at(-1)
  const jersey = overview.jerseys.at(-1)
  // Staff's headshot when there is one; the header shows his initials without it.
  const photoUrl = siteHeadshotUrl(overview.headshotUrl)
  // The latest season's figures per game, as the header's key numbers.
  const keyNumbers = latest
    ? [
        { label: stats('long.games'), value: format.number(latest.games) },
        ...(['points', 'rebounds', 'assists', 'pir'] as const).flatMap((key) => {
          const value = latest.perGame[key]
          return typeof value === 'number'
            ? [{ label: stats(`short.${key}`), value: format.number(value, { maximumFractionDigits: 1 }) }]
            : []
        }),
      ]
    : []
  // His fantasy position (from the box scores, or as the league set it) leads the lines under his name.
  const details = [
    ...(overview.position ? [fantasy(`positions.${overview.position}`)] : []),
    ...(latest ? [t('seasonFigures', { season: latest.season })] : []),
  ]
  return (
    <PageContainer>
      <PlayerHeader
        name={overview.name}
        {...(jersey === undefined ? {} : { jersey })}
        {...(photoUrl === undefined ? {} : { photoUrl })}
        {...(latestTeam
          ? {
              team: {
                name: latestTeam.club.name,
                shortName: latestTeam.code,
                ...markOf(marks, latestTeam.code),
                href: clubPath(latestTeam.club.slug),
              },
            }
          : {})}
        details={details}
        stats={keyNumbers}
        linkComponent={Link}
        locale={locale}
        labels={{ number: t('jersey') }}
        className="mb-6"
      />
      <div className="-mt-3 mb-4 flex justify-end">
        <FollowControl kind="player" slug={player} name={overview.name} />
      </div>
      {children}
    </PageContainer>
  )
}
