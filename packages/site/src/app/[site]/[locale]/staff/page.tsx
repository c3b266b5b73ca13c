import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { StaffGate } from '@/components/staff/staff-gate'
import { StaffNavigation, StaffSectionCards } from '@/components/staff/staff-sections'
import { isSiteLocale } from '@/i18n/locales'
import { loadForStaff } from '@/lib/applications/load-application'
import { enterLocale } from '@/lib/server/page-locale'

// Per signed-in staff member: rendered on every request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const t = await getTranslations({ locale, namespace: 'Staff' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** /{locale}/staff: the staff area's front page, one card per section, behind the staff gate. */
export default async function StaffPage({ params }: Props) {
  await enterLocale(params)
  // The audit log's first page is the lightest read only staff may make: it tells signed-out and fans apart.
  const read = await loadForStaff('/v2/website/staff/audit')
  if (read.kind === 'signed-out' || read.kind === 'not-staff') {
    return <StaffGate kind={read.kind} />
  }
  const t = await getTranslations('Staff')
  return (
    <PageContainer>
      <PageHeading title={t('title')} />
      <StaffNavigation />
      <StaffSectionCards />
    </PageContainer>
  )
}
