import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading, Section } from '@/components/layout/page-heading'
import { ClubCrests, type MediaClub } from '@/components/staff/media/club-crests'
import { PlayerHeadshots } from '@/components/staff/media/player-headshots'
import { StaffGate } from '@/components/staff/staff-gate'
import { StaffNavigation } from '@/components/staff/staff-sections'
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
  const t = await getTranslations({ locale, namespace: 'StaffMedia' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** /{locale}/staff/media: club crests and player headshots, behind the staff gate. */
export default async function StaffMediaPage({ params }: Props) {
  await enterLocale(params)
  const read = await loadForStaff<{ clubs: MediaClub[] }>('/v2/website/staff/media/clubs')
  if (read.kind === 'signed-out' || read.kind === 'not-staff') {
    return <StaffGate kind={read.kind} />
  }
  const [t, messages] = await Promise.all([getTranslations('StaffMedia'), getMessages()])
  return (
    <PageContainer>
      <PageHeading title={t('title')} />
      <StaffNavigation current="media" />
      <p className="mb-6 max-w-prose text-on-muted">{t('intro')}</p>
      <NextIntlClientProvider messages={{ StaffMedia: messages.StaffMedia }}>
        <Section id="crests" title={t('crestsTitle')}>
          <ClubCrests clubs={read.kind === 'ok' ? read.answer.clubs : []} />
        </Section>
        <Section id="headshots" title={t('headshotsTitle')}>
          <PlayerHeadshots />
        </Section>
      </NextIntlClientProvider>
    </PageContainer>
  )
}
