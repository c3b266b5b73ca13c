import { Pagination } from '@league/ui/components/pagination/pagination'
import { getLocale, getTranslations } from 'next-intl/server'
import type { ComponentProps } from 'react'
import { Link } from '@/i18n/navigation'
import { rankingHref, type RankingQuery } from './ranking-query'

const fieldClass = 'h-10 rounded-brand border border-input bg-surface-raised px-3 text-sm'

/** A pager link that keeps the reader where they are: the ranking sits below the round panel and live board. */
function StayingLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  return <Link href={href} scroll={false} {...props} />
}

/**
 * The ranking's pages as links (previous, the first, the current one and its neighbours, the last, next), each
 * keeping the chosen round. Nothing when everything fits on one page.
 */
export async function RankingPager({
  basePath,
  round,
  page,
  pages,
}: {
  basePath: string
  round: number | null
  page: number
  pages: number
}) {
  if (pages <= 1) {
    return null
  }
  const [t, pagination] = await Promise.all([getTranslations('Fantasy'), getTranslations('Pagination')])
  return (
    <Pagination
      page={page}
      pageCount={pages}
      siblings={1}
      hrefFor={(target) => rankingHref(basePath, { round, page: target })}
      linkComponent={StayingLink}
      labels={{
        navigation: t('ranking.pagesLabel'),
        previous: pagination('previous'),
        next: pagination('next'),
        page: (target) => pagination('status', { page: target, pages }),
        status: (current, count) => pagination('status', { page: current, pages: count }),
      }}
    />
  )
}

/**
 * Overall or one settled round's ranking: a plain GET form, so it works before (or without) any script; a new
 * choice starts at the first page.
 */
export async function RankingRoundSwitch({
  basePath,
  query,
  settledRound,
}: {
  basePath: string
  query: RankingQuery
  settledRound: number
}) {
  if (settledRound < 1) {
    return null
  }
  const [t, locale] = await Promise.all([getTranslations('Fantasy'), getLocale()])
  const rounds = Array.from({ length: settledRound }, (_, index) => index + 1)
  return (
    <form method="get" action={`/${locale}${basePath}`} className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-sm">
        <span>{t('ranking.roundSwitch')}</span>
        <select
          name="ranking-round"
          defaultValue={query.round === null ? '' : String(query.round)}
          className={fieldClass}
        >
          <option value="">{t('ranking.overall')}</option>
          {rounds.map((round) => (
            <option key={round} value={String(round)}>
              {t('ranking.roundOption', { round })}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="h-10 rounded-brand bg-primary px-4 text-sm font-semibold text-on-primary hover:bg-primary-hover"
      >
        {t('ranking.show')}
      </button>
    </form>
  )
}
