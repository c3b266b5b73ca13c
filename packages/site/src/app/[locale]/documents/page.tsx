import { getFormatter, getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { enterLocale } from '@/lib/page-locale'
import { rowsOf } from '@/lib/rows'
import { loadPublic } from '@/lib/server-api'
import { simpleMetadata } from '@/lib/simple-metadata'

type Props = { params: Promise<{ locale: string }> }

type DocumentEntry = {
  slug?: string
  title: string
  url?: string | null
  description?: string | null
  publishedAt?: string | null
  date?: string | null
  size?: number | null
  type?: string | null
  category?: string | null
}

export function generateMetadata({ params }: Props) {
  return simpleMetadata(params, 'Documents', '/documents')
}

export default async function DocumentsPage({ params }: Props) {
  await enterLocale(params)
  const [body, t, format] = await Promise.all([
    loadPublic<unknown>('/v2/website/documents'),
    getTranslations('Documents'),
    getFormatter(),
  ])
  const documents = rowsOf(body, ['documents']) as unknown as DocumentEntry[]
  return (
    <PageContainer>
      <PageHeading title={t('title')} />
      {documents.length === 0 ? <p className="text-on-muted">{t('empty')}</p> : null}
      <ul className="flex flex-col divide-y divide-border rounded-brand border border-border">
        {documents.map((document, index) => {
          const date = document.publishedAt ?? document.date
          return (
            <li key={document.slug ?? index} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
              <div>
                {document.url ? (
                  <a href={document.url} className="font-semibold text-link hover:underline">
                    {document.title}
                  </a>
                ) : (
                  <span className="font-semibold">{document.title}</span>
                )}
                {document.description ? <p className="text-sm text-on-muted">{document.description}</p> : null}
              </div>
              <p className="text-sm text-on-muted">
                {[
                  document.type?.toUpperCase(),
                  document.size ? format.number(document.size / 1024, { maximumFractionDigits: 0 }) + ' KB' : null,
                  date ? format.dateTime(new Date(date), { dateStyle: 'medium' }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          )
        })}
      </ul>
    </PageContainer>
  )
}
