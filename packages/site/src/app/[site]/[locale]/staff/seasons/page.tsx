import type { StaffSeasonList } from '@league/api/contract/staff-seasons'
import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading, Section } from '@/components/layout/page-heading'
import { NewSeasonForm } from '@/components/staff/seasons/new-season-form'
import { SeasonList } from '@/components/staff/seasons/season-list'
import { StaffGate } from '@/components/staff/staff-gate'
import { StaffNavigation } from '@/components/staff/staff-sections'
import { isSiteLocale } from '@/i18n/locales'
import { localizeHref } from '@/i18n/localize-href'
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
  const t = await getTranslations({ locale, namespace: 'StaffSeasons' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** /{locale}/staff/seasons: the league's seasons (drafts too) and a new one. */
export default async function StaffSeasonsPage({ params }: Props) {
  const locale = await enterLocale(params)
  const read = await loadForStaff<StaffSeasonList>('/v2/website/staff/seasons')
  if (read.kind === 'signed-out' || read.kind === 'not-staff') {
    return <StaffGate kind={read.kind} />
  }
  const list = read.kind === 'ok' ? read.answer : { seasons: [], competitions: [] }
  const [t, messages] = await Promise.all([getTranslations('StaffSeasons'), getMessages()])
  return (
    <PageContainer>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <StaffNavigation current="seasons" />
      <Section id="season-list" title={t('listTitle')}>
        <SeasonList seasons={list.seasons} />
      </Section>
      <Section id="new-season" title={t('newTitle')}>
        <NextIntlClientProvider messages={{ StaffSeasons: messages.StaffSeasons }}>
          <NewSeasonForm
            competitions={list.competitions.map((competition) => ({
              value: competition.slug,
              label: competition.name,
            }))}
            seasonsHref={localizeHref('/staff/seasons', locale)}
          />
        </NextIntlClientProvider>
      </Section>
    </PageContainer>
  )
}
