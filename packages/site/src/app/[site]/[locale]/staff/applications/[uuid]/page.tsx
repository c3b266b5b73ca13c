import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getFormatter, getLocale, getMessages, getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { ApplicationReview } from '@/components/staff/application-review'
import { ComparisonPanel } from '@/components/staff/comparison-panel'
import { ReviewActions } from '@/components/staff/review-actions'
import { StaffGate } from '@/components/staff/staff-gate'
import { StaffNavigation } from '@/components/staff/staff-sections'
import { isSiteLocale } from '@/i18n/locales'
import type { ApplicationComparison, StaffApplicationView } from '@/lib/applications/application-view'
import { loadForStaff } from '@/lib/applications/load-application'
import { enterLocale } from '@/lib/server/page-locale'

// Per signed-in staff member, and the application changes: rendered on every request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; uuid: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const t = await getTranslations({ locale, namespace: 'Staff' })
  return { title: t('applicationsTitle'), robots: { index: false, follow: false } }
}

/** /{locale}/staff/applications/{uuid}: one application to read, compare with last season and decide. */
export default async function StaffApplicationReviewPage({ params }: Props) {
  const locale = await enterLocale(params)
  const { uuid } = await params
  const read = await loadForStaff<StaffApplicationView>('/v2/website/staff/applications/{uuid}', { uuid })
  if (read.kind === 'signed-out' || read.kind === 'not-staff') {
    return <StaffGate kind={read.kind} />
  }
  if (read.kind === 'missing') {
    notFound()
  }
  const view = read.answer
  const [t, names, messages, format, formattingLocale, comparison] = await Promise.all([
    getTranslations('Staff'),
    getTranslations('Applications.statusNames'),
    getMessages(),
    getFormatter(),
    getLocale(),
    loadForStaff<ApplicationComparison>('/v2/website/staff/applications/{uuid}/comparison', { uuid }),
  ])
  const clubName = view.form.club?.name ?? view.club.name
  return (
    <PageContainer>
      <p className="mb-2">
        <a href={`/${locale}/staff/applications`} className="text-link underline">
          {t('backToList')}
        </a>
      </p>
      <PageHeading title={t('reviewTitle', { club: clubName })}>
        {view.league.name} · {view.season.name} · {names(view.status)} · {t('version', { version: view.version })}
      </PageHeading>
      <StaffNavigation current="applications" />
      <p className="mb-6 text-sm text-on-muted">
        {view.contactEmail ? t('contact', { email: view.contactEmail }) : t('noContact')} ·{' '}
        {t('createdAt', { date: format.dateTime(new Date(view.createdAt), { dateStyle: 'medium' }) })}
      </p>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[3fr_2fr]">
        <div className="flex min-w-0 flex-col gap-8">
          {comparison.kind === 'ok' ? <ComparisonPanel view={view} comparison={comparison.answer} /> : null}
          <ApplicationReview view={view} formattingLocale={formattingLocale} />
        </div>
        <div className="min-w-0">
          <NextIntlClientProvider messages={{ Staff: messages.Staff, Applications: messages.Applications }}>
            <ReviewActions
              uuid={view.uuid}
              version={view.version}
              status={view.status}
              matches={comparison.kind === 'ok' ? comparison.answer.matches : []}
            />
          </NextIntlClientProvider>
        </div>
      </div>
    </PageContainer>
  )
}
