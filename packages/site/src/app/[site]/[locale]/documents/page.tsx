import { getFormatter, getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { enterLocale } from '@/lib/server/page-locale'
import { loadPublic } from '@/lib/server/server-api'
import { simpleMetadata } from '@/lib/server/simple-metadata'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props) {
  return simpleMetadata(params, 'Documents', '/documents')
}

export default async function DocumentsPage({ params }: Props) {
  const locale = await enterLocale(params)
  const [body, t, format] = await Promise.all([
    loadPublic('/v2/website/documents'),
    getTranslations('Documents'),
    getFormatter(),
  ])
  const { documents } = body
  return (
    <PageContainer>
      <PageHeading title={t('title')} />
      {documents.length === 0 ? <p className="text-on-muted">{t('empty')}</p> : null}
      <ul className="flex flex-col divide-y divide-border rounded-brand border border-border">
        {documents.map((document) => (
          <li key={document.slug} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
            <a href={document.url} className="font-semibold text-link hover:underline">
              {/* Titles come per language; English stands in for a language the league did not write. */}
              {document.title[locale] ?? document.title.en ?? document.slug}
            </a>
            <p className="text-sm text-on-muted">
              {document.kind.toUpperCase()} · {format.dateTime(new Date(document.publishedAt), { dateStyle: 'medium' })}
            </p>
          </li>
        ))}
      </ul>
    </PageContainer>
  )
}
