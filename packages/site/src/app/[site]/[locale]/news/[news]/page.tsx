import { renderOnFirstVisit } from '@/lib/server/page-site'
import type { Metadata } from 'next'
import { getFormatter, getTranslations } from 'next-intl/server'
import { cache } from 'react'
import { PageContainer, Section } from '@/components/layout/page-heading'
import { PhotoGallery } from '@/components/layout/photo-gallery'
import { ArticleContent } from '@/components/news/article-content'
import { Link } from '@/i18n/navigation'
import { isSiteLocale, localeNames } from '@/i18n/locales'
import { pageMetadata } from '@/lib/server/metadata'
import { enterLocale } from '@/lib/server/page-locale'
import { loadOptional, loadPublic } from '@/lib/server/server-api'
import { siteImageAddress } from '@/lib/paths/image'

// Rendered on the first visit, then served from Next's cache (src/lib/server/page-site.ts).
export const generateStaticParams = renderOnFirstVisit

type Props = { params: Promise<{ locale: string; news: string }> }

const getArticle = cache(async (news: string, locale: string) =>
  loadPublic('/v2/website/news/{news}', { news }, { locale }),
)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, news } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const article = await getArticle(news, locale)
  return pageMetadata({
    locale,
    path: `/news/${news}`,
    title: article.title,
    description: article.summary || article.title,
    ...(article.coverImage ? { images: [siteImageAddress(article.coverImage)] } : {}),
  })
}

export default async function NewsArticlePage({ params }: Props) {
  const { news } = await params
  const locale = await enterLocale(params)
  const [article, photos, t, media, format] = await Promise.all([
    getArticle(news, locale),
    loadOptional('/v2/website/news/{news}/photos', { news }),
    getTranslations('News'),
    getTranslations('Media'),
    getFormatter(),
  ])
  // The API serves the reader's language when the article has it, else the league's first that it has.
  const fallback = article.locale !== locale
  return (
    <PageContainer>
      <article className="mx-auto max-w-3xl">
        <p className="text-sm">
          <Link href="/news" className="text-link hover:underline">
            {t('allNews')}
          </Link>
        </p>
        <h1 className="mt-2 font-heading text-3xl font-bold" lang={fallback ? article.locale : undefined}>
          {article.title}
        </h1>
        <p className="mt-1 text-sm text-on-muted">
          <time dateTime={article.publishedAt}>
            {format.dateTime(new Date(article.publishedAt), { dateStyle: 'long' })}
          </time>
        </p>
        {article.coverImage ? (
          <img
            src={siteImageAddress(article.coverImage)}
            alt=""
            className="mt-4 aspect-video w-full rounded-brand object-cover"
          />
        ) : null}
        {fallback ? (
          <p role="note" className="mt-4 rounded-brand border-l-4 border-accent bg-surface-raised p-3">
            {t('fallbackNote', {
              requested: localeNames[locale],
              shown: isSiteLocale(article.locale) ? localeNames[article.locale] : article.locale,
            })}
          </p>
        ) : null}
        <div lang={fallback ? article.locale : undefined}>
          {article.summary ? <p className="mt-4 text-lg font-medium">{article.summary}</p> : null}
          <ArticleContent blocks={article.content} />
        </div>
        {/* The article's galleries, when staff attached any; an article without photos says nothing of them. */}
        {photos !== undefined && photos.photos.length > 0 ? (
          <Section id="article-photos" title={media('photosTitle')}>
            <PhotoGallery photos={photos} />
          </Section>
        ) : null}
      </article>
    </PageContainer>
  )
}
