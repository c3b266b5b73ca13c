import { NewsCard } from '@league/ui/components/news-card/news-card'
import { getTranslations } from 'next-intl/server'
import { redirect } from 'next/navigation'
import { PageLinks } from '@/components/data/page-links'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { formattingLocales } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { localizeHref } from '@/i18n/localize-href'
import { newsPath } from '@/lib/paths/links'
import { isNewsKindKey } from '@/lib/messages/message-keys'
import { enterLocale } from '@/lib/server/page-locale'
import { loadPublic } from '@/lib/server/server-api'
import { simpleMetadata } from '@/lib/server/simple-metadata'
import { siteImageAddress } from '@/lib/paths/image'

// Its content follows the query string, which Next's page cache does not key on: rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string }> }

export function generateMetadata({ params }: Props) {
  return simpleMetadata(params, 'News', '/news')
}

export default async function NewsPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params)
  const requested = (await searchParams).page ?? ''
  // Anything but a whole page number (page=abc, page=0) is the first page.
  const page = /^\d{1,6}$/.test(requested) ? Math.max(1, Number(requested)) : 1
  const [body, t] = await Promise.all([loadPublic('/v2/website/news', { locale, page }), getTranslations('News')])
  if (page > 1 && page > body.pages) {
    // A page past the end (an old link, a typed number) goes to the last page there is, not an empty one
    // that says "no news yet" under "Page 999 of 29".
    redirect(localizeHref(body.pages > 1 ? `/news?page=${body.pages}` : '/news', locale))
  }
  const articles = body.news
  return (
    <PageContainer>
      <PageHeading title={t('title')} />
      {articles.length === 0 ? <p className="text-on-muted">{t('empty')}</p> : null}
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {articles.map((article, index) => (
          <li key={article.slug} className={index === 0 && page === 1 ? 'md:col-span-2 lg:col-span-3' : undefined}>
            <NewsCard
              title={article.title}
              href={newsPath(article.slug)}
              linkComponent={Link}
              publishedAt={article.publishedAt}
              locale={formattingLocales[locale]}
              headingLevel={2}
              layout={index === 0 && page === 1 ? 'featured' : 'vertical'}
              {...(article.summary ? { excerpt: article.summary } : {})}
              {...(article.coverImage
                ? { coverUrl: siteImageAddress(article.coverImage) }
                : { cover: 'hidden' as const })}
              {...(isNewsKindKey(article.kind) ? { category: t(`kinds.${article.kind}`) } : {})}
            />
          </li>
        ))}
      </ul>
      <PageLinks basePath="/news" page={page} pages={body.pages} />
    </PageContainer>
  )
}
