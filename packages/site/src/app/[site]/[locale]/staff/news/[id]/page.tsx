import type { StaffNewsItem } from '@league/api/contract/staff-news'
import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { DeleteNewsButton } from '@/components/staff/news/delete-news-button'
import { NewsForm } from '@/components/staff/news/news-form'
import { StaffGate } from '@/components/staff/staff-gate'
import { StaffNavigation } from '@/components/staff/staff-sections'
import { isSiteLocale } from '@/i18n/locales'
import { loadForStaff } from '@/lib/applications/load-application'
import { enterLocale } from '@/lib/server/page-locale'
import { choiceOf, draftOf } from '@/lib/staff/news/news-draft'
import { siteImageAddress } from '@/lib/paths/image'

// Per signed-in staff member, and the article changes: rendered on every request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const t = await getTranslations({ locale, namespace: 'StaffNews' })
  return { title: t('editTitle'), robots: { index: false, follow: false } }
}

/** /{locale}/staff/news/{id}: an article or a generated match report to edit, publish, schedule or unpublish. */
export default async function EditStaffNewsPage({ params }: Props) {
  const locale = await enterLocale(params)
  const { id } = await params
  if (!/^[1-9][0-9]{0,9}$/.test(id)) {
    notFound()
  }
  const read = await loadForStaff<StaffNewsItem>('/v2/website/staff/news/{news}', { news: id })
  if (read.kind === 'signed-out' || read.kind === 'not-staff') {
    return <StaffGate kind={read.kind} />
  }
  if (read.kind === 'missing') {
    notFound()
  }
  const item = read.answer
  const [t, messages] = await Promise.all([getTranslations('StaffNews'), getMessages()])
  return (
    <PageContainer>
      <StaffNavigation current="news" />
      <p className="mb-2">
        <a href={`/${locale}/staff/news`} className="text-link underline">
          {t('backToList')}
        </a>
      </p>
      <PageHeading title={t('editTitle')}>{item.title}</PageHeading>
      {item.status === 'published' && !item.scheduled ? (
        <p className="mb-6">
          <a href={`/${locale}/news/${item.slug}`} className="text-link underline">
            {t('viewPublished')}
          </a>
        </p>
      ) : null}
      <NextIntlClientProvider messages={{ StaffNews: messages.StaffNews }}>
        <NewsForm
          locale={locale}
          id={item.id}
          updatedAt={item.updatedAt}
          initial={draftOf(item)}
          initialChoice={choiceOf(item)}
          coverImage={item.coverImage === null ? null : siteImageAddress(item.coverImage)}
        />
        <div className="mt-12 border-t border-border pt-6">
          <DeleteNewsButton locale={locale} id={item.id} title={item.title} />
        </div>
      </NextIntlClientProvider>
    </PageContainer>
  )
}
