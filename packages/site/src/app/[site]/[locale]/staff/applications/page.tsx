import type { Metadata } from 'next'
import { applicationStatuses, type ApplicationStatus } from '@league/api/contract/team-application-form'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading, Section } from '@/components/layout/page-heading'
import { ApplicationsTable, StatusTabs } from '@/components/staff/applications-table'
import { CreateApplicationForm } from '@/components/staff/create-application-form'
import { StaffGate } from '@/components/staff/staff-gate'
import { StaffNavigation } from '@/components/staff/staff-sections'
import { isSiteLocale } from '@/i18n/locales'
import type { StaffApplicationSummary } from '@/lib/applications/application-view'
import { loadForStaff } from '@/lib/applications/load-application'
import { enterLocale } from '@/lib/server/page-locale'
import { loadOptional } from '@/lib/server/server-api'
import { draftSeasonChoices } from '@/lib/staff/seasons/draft-season-choices'

// Per signed-in staff member: rendered on every request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ status?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const t = await getTranslations({ locale, namespace: 'Staff' })
  return { title: t('applicationsTitle'), robots: { index: false, follow: false } }
}

const isStatus = (value: string | undefined): value is ApplicationStatus =>
  applicationStatuses.some((status) => status === value)

/** The clubs and seasons the create form offers (draft seasons first, then newest first), clubs by name. */
async function createChoices() {
  const [clubs, seasons, drafts] = await Promise.all([
    loadOptional('/v2/website/clubs'),
    loadOptional('/v2/website/seasons'),
    draftSeasonChoices(),
  ])
  return {
    clubs: (clubs?.clubs ?? [])
      .map((club) => ({ value: club.slug, label: club.currentName || club.name }))
      .sort((first, second) => first.label.localeCompare(second.label)),
    seasons: [
      ...drafts,
      ...(seasons?.seasons ?? [])
        .filter((season) => !drafts.some((draft) => draft.value === season.slug))
        .map((season) => ({ value: season.slug, label: season.name })),
    ],
  }
}

/** /{locale}/staff/applications?status=: the league's team applications by status, and a new one. */
export default async function StaffApplicationsPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params)
  const { status } = await searchParams
  const current = isStatus(status) ? status : undefined
  const read = await loadForStaff<{ applications: StaffApplicationSummary[] }>(
    '/v2/website/staff/applications',
    {},
    current === undefined ? undefined : { status: current },
  )
  if (read.kind === 'signed-out' || read.kind === 'not-staff') {
    return <StaffGate kind={read.kind} />
  }
  const [t, messages, choices] = await Promise.all([getTranslations('Staff'), getMessages(), createChoices()])
  return (
    <PageContainer>
      <PageHeading title={t('applicationsTitle')} />
      <StaffNavigation current="applications" />
      <NextIntlClientProvider messages={{ Staff: messages.Staff }}>
        <StatusTabs locale={locale} current={current} />
        <ApplicationsTable locale={locale} applications={read.kind === 'ok' ? read.answer.applications : []} />
        <Section id="new-application" title={t('createTitle')}>
          <p className="mb-4 text-on-muted">{t('createText')}</p>
          <CreateApplicationForm clubs={choices.clubs} seasons={choices.seasons} />
        </Section>
      </NextIntlClientProvider>
    </PageContainer>
  )
}
