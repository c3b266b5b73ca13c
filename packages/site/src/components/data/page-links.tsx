import { Pagination } from '@league/ui/components/pagination/pagination'
import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'

/** The kit's pagination as the site's lists use it: previous, "Page X of Y", next; page 1 is the bare path. */
export async function PageLinks({ basePath, page, pages }: { basePath: string; page: number; pages: number }) {
  if (pages <= 1) {
    return null
  }
  const t = await getTranslations('Pagination')
  return (
    <Pagination
      className="mt-6"
      layout="steps"
      page={page}
      pageCount={pages}
      hrefFor={(target) => (target === 1 ? basePath : `${basePath}?page=${target}`)}
      linkComponent={Link}
      labels={{
        navigation: t('label'),
        previous: t('previous'),
        next: t('next'),
        page: (target) => t('status', { page: target, pages }),
        status: (current, count) => t('status', { page: current, pages: count }),
      }}
    />
  )
}
