import type { StaffNewsList } from '@league/api/contract/staff-news'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { isNewsFilter, NewsFilterTabs, NewsList, newsQueryOf } from '@/components/staff/news/news-list'
import { StaffGate } from '@/components/staff/staff-gate'
import { StaffNavigation } from '@/components/staff/staff-sections'
import { isSiteLocale } from '@/i18n/locales'
import { loadForStaff } from '@/lib/applications/load-application'
import { enterLocale } from '@/lib/server/page-locale'

// Per signed-in staff member: rendered on every request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ filter?: string; page?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const t = await getTranslations({ locale, namespace: 'StaffNews' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

function pageNumber(value: string | undefined): number {
  const number = Number(value)
  return Number.isInteger(number) && number >= 1 && number <= 10_000 ? number : 1
}

/** /{locale}/staff/news?filter=&page=: the league's news by state (drafts, scheduled, published, match reports). */
export default async function StaffNewsPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params)
  const { filter, page } = await searchParams
  const current = isNewsFilter(filter) ? filter : 'all'
  const number = pageNumber(page)
  const read = await loadForStaff<StaffNewsList>('/v2/website/staff/news', {}, newsQueryOf(current, number))
  if (read.kind === 'signed-out' || read.kind === 'not-staff') {
    return <StaffGate kind={read.kind} />
  }
  const t = await getTranslations('StaffNews')
  const list = read.kind === 'ok' ? read.answer : undefined
  const pageLink = (target: number) =>
    `/${locale}/staff/news?${new URLSearchParams({ ...(current === 'all' ? {} : { filter: current }), page: String(target) })}`
  return (
    <PageContainer>
      <StaffNavigation current="news" />
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <p className="mb-6">
        <a
          href={`/${locale}/staff/news/new`}
          className="inline-flex min-h-11 items-center rounded-brand bg-primary px-4 font-semibold text-on-primary"
        >
          {t('write')}
        </a>
      </p>
      <NewsFilterTabs locale={locale} current={current} />
      <NewsList locale={locale} news={list?.news ?? []} />
      {list && list.total > list.pageSize ? (
        <nav aria-label={t('pagesLabel')} className="mt-4 flex items-center gap-4">
          {number > 1 ? (
            <a href={pageLink(number - 1)} className="text-link underline">
              {t('previousPage')}
            </a>
          ) : null}
          <span>{t('pageOf', { page: number, pages: Math.ceil(list.total / list.pageSize) })}</span>
          {number * list.pageSize < list.total ? (
            <a href={pageLink(number + 1)} className="text-link underline">
              {t('nextPage')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </PageContainer>
  )
}
