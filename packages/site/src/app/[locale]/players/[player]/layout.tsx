import type { ReactNode } from 'react'
import { getFormatter, getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { RouteTabs } from '@/components/route-tabs'
import { Link } from '@/i18n/navigation'
import { clubPath, playerPath } from '@/lib/links'
import { enterLocale } from '@/lib/page-locale'
import type { ClubRef } from '@/lib/api-types'
import { getPlayer, playerNameOf } from '@/lib/player'
import { playerTabs } from '@/lib/tabs'

export default async function PlayerLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string; player: string }>
}) {
  const { player } = await params
  await enterLocale(params)
  const [overview, t, format] = await Promise.all([getPlayer(player), getTranslations('Player'), getFormatter()])
  // The club the player belongs to: the API's club, else the team of their latest season.
  const latestTeam = overview.clubs?.[0] as ({ club?: { slug: string; name: string } } & ClubRef) | undefined
  const club = overview.club ?? latestTeam?.club ?? latestTeam
  const facts = [
    overview.position ? { label: t('position'), value: overview.position } : null,
    overview.jersey || overview.jerseys?.length
      ? { label: t('jersey'), value: overview.jersey ?? overview.jerseys?.join(', ') ?? '' }
      : null,
    overview.nationality ? { label: t('nationality'), value: overview.nationality } : null,
    overview.birthDate
      ? { label: t('born'), value: format.dateTime(new Date(overview.birthDate), { dateStyle: 'long' }) }
      : null,
    overview.height ? { label: t('height'), value: t('heightValue', { centimetres: overview.height }) } : null,
  ].filter((fact) => fact !== null)
  return (
    <PageContainer>
      <PageHeading title={playerNameOf(overview, player)}>
        {club ? (
          <Link href={clubPath(club.slug)} className="text-link hover:underline">
            {club.name}
          </Link>
        ) : null}
      </PageHeading>
      {facts.length > 0 ? (
        <dl className="mb-4 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {facts.map((fact) => (
            <div key={fact.label} className="flex gap-1">
              <dt className="text-on-muted">{fact.label}:</dt>
              <dd className="font-medium">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <RouteTabs basePath={playerPath(player)} tabs={playerTabs} />
      <div className="pt-6">{children}</div>
    </PageContainer>
  )
}
