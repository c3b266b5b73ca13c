import type { ReactNode } from 'react'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { RouteTabs } from '@/components/route-tabs'
import { clubNameOf, getClub } from '@/lib/club'
import { clubPath, nameOf } from '@/lib/links'
import { enterLocale } from '@/lib/page-locale'
import { clubTabs } from '@/lib/tabs'

export default async function ClubLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string; club: string }>
}) {
  const { club } = await params
  await enterLocale(params)
  const overview = await getClub(club)
  const details = [overview.club?.city, nameOf(overview.club?.venue ?? null)].filter(Boolean).join(' · ')
  return (
    <PageContainer>
      <PageHeading title={clubNameOf(overview, club)}>{details || null}</PageHeading>
      <RouteTabs basePath={clubPath(club)} tabs={clubTabs} />
      <div className="pt-6">{children}</div>
    </PageContainer>
  )
}
