import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { NewsForm } from '@/components/staff/news/news-form'
import { StaffGate } from '@/components/staff/staff-gate'
import { StaffNavigation } from '@/components/staff/staff-sections'
import { isSiteLocale } from '@/i18n/locales'
import { loadForStaff } from '@/lib/applications/load-application'
import { enterLocale } from '@/lib/server/page-locale'
import { getWebsiteConfig } from '@/lib/server/website-config'
import { newDraft } from '@/lib/staff/news/news-draft'

// Per signed-in staff member: rendered on every request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const t = await getTranslations({ locale, namespace: 'StaffNews' })
  return { title: t('newTitle'), robots: { index: false, follow: false } }
}

/** /{locale}/staff/news/new: a new article, a tab for each of the league's languages. */
export default async function NewStaffNewsPage({ params }: Props) {
  const locale = await enterLocale(params)
  // The list's first page is the lightest read only staff may make: it tells signed-out and fans apart.
  const read = await loadForStaff('/v2/website/staff/news')
  if (read.kind === 'signed-out' || read.kind === 'not-staff') {
    return <StaffGate kind={read.kind} />
  }
  const [t, messages, config] = await Promise.all([getTranslations('StaffNews'), getMessages(), getWebsiteConfig()])
  const languages = config?.languages.length ? config.languages : [locale]
  return (
    <PageContainer>
      <StaffNavigation current="news" />
      <p className="mb-2">
        <a href={`/${locale}/staff/news`} className="text-link underline">
          {t('backToList')}
        </a>
      </p>
      <PageHeading title={t('newTitle')} />
      <NextIntlClientProvider messages={{ StaffNews: messages.StaffNews }}>
        <NewsForm locale={locale} initial={newDraft(languages)} initialChoice={{ kind: 'draft' }} />
      </NextIntlClientProvider>
    </PageContainer>
  )
}
