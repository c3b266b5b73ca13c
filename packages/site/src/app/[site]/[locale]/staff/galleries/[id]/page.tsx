import type { StaffGallery } from '@league/api/contract/staff-galleries'
import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { GalleryEditor } from '@/components/staff/galleries/gallery-editor'
import { StaffGate } from '@/components/staff/staff-gate'
import { StaffNavigation } from '@/components/staff/staff-sections'
import { isSiteLocale } from '@/i18n/locales'
import { loadForStaff } from '@/lib/applications/load-application'
import { enterLocale } from '@/lib/server/page-locale'
import { leagueLanguages } from '@/lib/staff/galleries/league-languages'

// Per signed-in staff member: rendered on every request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const t = await getTranslations({ locale, namespace: 'StaffGalleries' })
  return { title: t('editTitle'), robots: { index: false, follow: false } }
}

/** /{locale}/staff/galleries/{id}: one gallery's details and photos. */
export default async function StaffGalleryPage({ params }: Props) {
  const locale = await enterLocale(params)
  const { id } = await params
  if (!/^[1-9][0-9]{0,9}$/.test(id)) {
    notFound()
  }
  const read = await loadForStaff<StaffGallery>('/v2/website/staff/galleries/{id}', { id })
  if (read.kind === 'signed-out' || read.kind === 'not-staff') {
    return <StaffGate kind={read.kind} />
  }
  if (read.kind === 'missing') {
    notFound()
  }
  const [t, messages, languages] = await Promise.all([
    getTranslations('StaffGalleries'),
    getMessages(),
    leagueLanguages(locale),
  ])
  const gallery = read.answer
  const title = gallery.title[locale] ?? gallery.title[languages[0]?.code ?? 'en'] ?? gallery.slug
  return (
    <PageContainer>
      <p className="mb-2 text-sm">
        <Link href={`/${locale}/staff/galleries`} className="text-link underline-offset-4 hover:underline">
          {t('back')}
        </Link>
      </p>
      <PageHeading title={title}>{t('editIntro')}</PageHeading>
      <StaffNavigation current="galleries" />
      <NextIntlClientProvider messages={{ StaffGalleries: messages.StaffGalleries }}>
        <GalleryEditor initial={gallery} locale={locale} languages={languages} />
      </NextIntlClientProvider>
    </PageContainer>
  )
}
