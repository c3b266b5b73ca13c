import { getTranslations } from 'next-intl/server'
import { DocumentList } from '@/components/documents/document-list'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { enterLocale } from '@/lib/server/page-locale'
import { loadPublic } from '@/lib/server/server-api'
import { simpleMetadata } from '@/lib/server/simple-metadata'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props) {
  return simpleMetadata(params, 'Documents', '/documents')
}

/** /{locale}/documents: the league's published documents by category, current version first. */
export default async function DocumentsPage({ params }: Props) {
  const locale = await enterLocale(params)
  const [body, t] = await Promise.all([loadPublic('/v2/website/documents'), getTranslations('Documents')])
  const { documents } = body
  return (
    <PageContainer>
      <PageHeading title={t('title')} />
      {documents.length === 0 ? <p className="text-on-muted">{t('empty')}</p> : null}
      <DocumentList documents={documents} locale={locale} />
    </PageContainer>
  )
}
