import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'

/** Previous/next page links; the first page is the bare path so it has one canonical URL. */
export async function Pagination({ basePath, page, pages }: { basePath: string; page: number; pages: number }) {
  if (pages <= 1) {
    return null
  }
  const t = await getTranslations('Pagination')
  const href = (target: number) => (target === 1 ? basePath : { pathname: basePath, query: { page: String(target) } })
  return (
    <nav aria-label={t('label')} className="mt-6 flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <Link
          href={href(page - 1)}
          rel="prev"
          className="rounded-brand border border-border px-3 py-1.5 hover:bg-muted"
        >
          {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-on-muted">{t('status', { page, pages })}</span>
      {page < pages ? (
        <Link
          href={href(page + 1)}
          rel="next"
          className="rounded-brand border border-border px-3 py-1.5 hover:bg-muted"
        >
          {t('next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
