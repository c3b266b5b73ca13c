import { PlayerHeader } from '@league/ui/components/player-header/player-header'
import type { ReactNode } from 'react'
import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-heading'
import { RouteTabs } from '@/components/route-tabs'
import { Link } from '@/i18n/navigation'
import type { ClubRef } from '@/lib/api-types'
import { clubPath, playerPath } from '@/lib/links'
import { enterLocale } from '@/lib/page-locale'
import { getPlayer, playerNameOf } from '@/lib/player'
import { playerTabs } from '@/lib/tabs'

type Figures = Record<string, number | null | undefined>
type CareerSeason = { season?: string; games?: number; perGame?: Figures }

export default async function PlayerLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string; player: string }>
}) {
  const { player } = await params
  await enterLocale(params)
  const [overview, t, stats, format, locale] = await Promise.all([
    getPlayer(player),
    getTranslations('Player'),
    getTranslations('Stats'),
    getFormatter(),
    getLocale(),
  ])
  // The club the player belongs to: the API's club, else the team of their latest season.
  const latestTeam = overview.clubs?.at(-1) as
    | ({ club?: { slug: string; name: string }; code?: string } & ClubRef)
    | undefined
  const club = overview.club ?? latestTeam?.club ?? latestTeam
  const career = overview.career
  const seasons = (Array.isArray(career) ? [] : (career?.seasons ?? [])) as CareerSeason[]
  const latest = seasons.at(-1)
  const figure = (key: string) => latest?.perGame?.[key]
  // The latest season's figures per game, as the header's key numbers.
  const keyNumbers = latest
    ? [
        { label: stats('long.games'), value: format.number(latest.games ?? 0) },
        ...['points', 'rebounds', 'assists', 'pir'].flatMap((key) => {
          const value = figure(key)
          return typeof value === 'number'
            ? [{ label: stats(`short.${key}` as never), value: format.number(value, { maximumFractionDigits: 1 }) }]
            : []
        }),
      ]
    : []
  const details = [
    overview.position ?? null,
    latest?.season ? t('seasonFigures', { season: latest.season }) : null,
  ].filter((detail): detail is string => Boolean(detail))
  return (
    <PageContainer>
      <PlayerHeader
        name={playerNameOf(overview, player)}
        {...(overview.jersey || overview.jerseys?.length
          ? { jersey: overview.jersey ?? overview.jerseys?.at(-1) ?? '' }
          : {})}
        {...(club
          ? {
              team: {
                name: club.name,
                shortName: latestTeam?.code ?? club.name.slice(0, 3).toUpperCase(),
                href: clubPath(club.slug),
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
      <RouteTabs basePath={playerPath(player)} tabs={playerTabs} />
      <div className="pt-6">{children}</div>
    </PageContainer>
  )
}
