import type { StaffGallerySummary } from '@league/api/contract/staff-galleries'
import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading, Section } from '@/components/layout/page-heading'
import { GalleriesTable } from '@/components/staff/galleries/galleries-table'
import { NewGalleryForm } from '@/components/staff/galleries/new-gallery-form'
import { StaffGate } from '@/components/staff/staff-gate'
import { StaffNavigation } from '@/components/staff/staff-sections'
import { isSiteLocale } from '@/i18n/locales'
import { loadForStaff } from '@/lib/applications/load-application'
import { enterLocale } from '@/lib/server/page-locale'
import { leagueLanguages } from '@/lib/staff/galleries/league-languages'

// Per signed-in staff member: rendered on every request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const t = await getTranslations({ locale, namespace: 'StaffGalleries' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** /{locale}/staff/galleries: the league's photo galleries, and a new one. */
export default async function StaffGalleriesPage({ params }: Props) {
  const locale = await enterLocale(params)
  const read = await loadForStaff<{ galleries: StaffGallerySummary[] }>('/v2/website/staff/galleries')
  if (read.kind === 'signed-out' || read.kind === 'not-staff') {
    return <StaffGate kind={read.kind} />
  }
  const [t, messages, languages] = await Promise.all([
    getTranslations('StaffGalleries'),
    getMessages(),
    leagueLanguages(locale),
  ])
  return (
    <PageContainer>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <StaffNavigation current="galleries" />
      <GalleriesTable
        locale={locale}
        firstLanguage={languages[0]?.code ?? 'en'}
        galleries={read.kind === 'ok' ? read.answer.galleries : []}
      />
      <Section id="new-gallery" title={t('newTitle')}>
        <NextIntlClientProvider messages={{ StaffGalleries: messages.StaffGalleries }}>
          <NewGalleryForm locale={locale} languages={languages} />
        </NextIntlClientProvider>
      </Section>
    </PageContainer>
  )
}
