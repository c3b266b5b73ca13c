import type { StaffNewsSummary } from '@league/api/contract/staff-news'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@league/ui/components/table/table'
import { TabLinks } from '@league/ui/components/tabs/tab-links'
import { getFormatter, getTranslations } from 'next-intl/server'
import { isSiteLocale, localeNames } from '@/i18n/locales'

/** The list's filters, each a link (?filter=) so the list reads without script. */
export const newsFilters = ['all', 'drafts', 'scheduled', 'published', 'match-reports'] as const

export type NewsFilter = (typeof newsFilters)[number]

export function isNewsFilter(value: string | undefined): value is NewsFilter {
  return newsFilters.some((filter) => filter === value)
}

/** The staff list query a filter stands for. */
export function newsQueryOf(filter: NewsFilter, page: number): Record<string, string> {
  const paging = { page: String(page) }
  switch (filter) {
    case 'all':
      return paging
    case 'drafts':
      return { ...paging, status: 'draft' }
    case 'scheduled':
      return { ...paging, status: 'scheduled' }
    case 'published':
      return { ...paging, status: 'published' }
    case 'match-reports':
      return { ...paging, kind: 'match-report' }
    default:
      return filter satisfies never
  }
}

export async function NewsFilterTabs({ locale, current }: { locale: string; current: NewsFilter }) {
  const t = await getTranslations('StaffNews')
  const base = `/${locale}/staff/news`
  const tabs = newsFilters.map((filter) => ({
    id: filter,
    name: t(`filters.${filter}`),
    href: filter === 'all' ? base : `${base}?filter=${filter}`,
  }))
  return <TabLinks aria-label={t('filterLabel')} tabs={tabs} activeTab={current} className="overflow-x-auto" />
}

function statusKey(item: StaffNewsSummary): 'draft' | 'scheduled' | 'published' {
  if (item.status === 'draft') {
    return 'draft'
  }
  return item.scheduled ? 'scheduled' : 'published'
}

/** The item's languages by their own names. */
function languagesOf(item: StaffNewsSummary): string {
  return item.languages.map((language) => (isSiteLocale(language) ? localeNames[language] : language)).join(', ')
}

/** One page of the league's news as staff see it: title, state, kind, languages, when. */
export async function NewsList({ locale, news }: { locale: string; news: readonly StaffNewsSummary[] }) {
  const [t, format] = await Promise.all([getTranslations('StaffNews'), getFormatter()])
  if (news.length === 0) {
    return <p className="py-4 text-on-muted">{t('noNews')}</p>
  }
  const moment = (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium', timeStyle: 'short' })
  const kindOf = (item: StaffNewsSummary) =>
    item.kind === 'match-report' ? t('kinds.matchReport') : t('kinds.article')
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead stickyColumn>{t('columns.title')}</TableHead>
          <TableHead>{t('columns.status')}</TableHead>
          {/* Below a wide screen, kind and languages stand under the title, so the table fits a tablet. */}
          <TableHead className="hidden lg:table-cell">{t('columns.kind')}</TableHead>
          <TableHead className="hidden lg:table-cell">{t('columns.languages')}</TableHead>
          <TableHead>{t('columns.publishedAt')}</TableHead>
          <TableHead>{t('columns.updatedAt')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {news.map((item) => (
          <TableRow key={item.id}>
            <TableCell stickyColumn className="min-w-40 whitespace-normal sm:min-w-56">
              <a href={`/${locale}/staff/news/${item.id}`} className="font-semibold text-link underline">
                {item.title}
              </a>
              <span className="mt-1 block text-xs text-on-muted lg:hidden">
                {kindOf(item)} · {languagesOf(item)}
              </span>
            </TableCell>
            <TableCell>{t(`statuses.${statusKey(item)}`)}</TableCell>
            <TableCell className="hidden lg:table-cell">{kindOf(item)}</TableCell>
            <TableCell className="hidden whitespace-normal lg:table-cell">{languagesOf(item)}</TableCell>
            <TableCell className="min-w-28 whitespace-normal">
              {item.publishedAt ? moment(item.publishedAt) : '—'}
            </TableCell>
            <TableCell className="min-w-28 whitespace-normal">{moment(item.updatedAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
