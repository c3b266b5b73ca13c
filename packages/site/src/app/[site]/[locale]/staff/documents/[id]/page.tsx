import type { StaffDocument } from '@league/api/contract/staff-documents'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getFormatter, getMessages, getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading, Section } from '@/components/layout/page-heading'
import { NewVersionForm } from '@/components/staff/documents/document-forms'
import { DocumentSettings } from '@/components/staff/documents/document-settings'
import { StaffGate } from '@/components/staff/staff-gate'
import { StaffNavigation } from '@/components/staff/staff-sections'
import { isSiteLocale } from '@/i18n/locales'
import { loadForStaff } from '@/lib/applications/load-application'
import { siteDocumentUrl } from '@/lib/paths/document-file'
import { enterLocale } from '@/lib/server/page-locale'
import { leagueLanguages } from '@/lib/staff/documents/languages'

// Per signed-in staff member: rendered on every request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const t = await getTranslations({ locale, namespace: 'StaffDocuments' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** /{locale}/staff/documents/{id}: a document's titles, category, versions, a new version, unpublish. */
export default async function StaffDocumentPage({ params }: Props) {
  const locale = await enterLocale(params)
  const { id } = await params
  if (!/^\d{1,9}$/.test(id)) {
    notFound()
  }
  const read = await loadForStaff<StaffDocument>('/v2/website/staff/documents/{id}', { id })
  if (read.kind === 'signed-out' || read.kind === 'not-staff') {
    return <StaffGate kind={read.kind} />
  }
  if (read.kind !== 'ok') {
    notFound()
  }
  const document = read.answer
  const [t, messages, format, languages] = await Promise.all([
    getTranslations('StaffDocuments'),
    getMessages(),
    getFormatter(),
    leagueLanguages(),
  ])
  const title = document.title[locale] ?? document.title[languages[0]?.code ?? 'en'] ?? document.slug
  return (
    <PageContainer>
      <StaffNavigation current="documents" />
      <PageHeading title={title} />
      <p className="mb-4 text-on-muted">{document.published ? t('isPublished') : t('isUnpublished')}</p>
      <NextIntlClientProvider messages={{ StaffDocuments: messages.StaffDocuments }}>
        <Section id="versions" title={t('versions')}>
          <ol className="mb-6 flex flex-col gap-2">
            {document.versions.map((version) => (
              <li key={version.version}>
                <a href={siteDocumentUrl(version.url)} className="font-semibold text-link hover:underline">
                  {t('versionLabel', { version: version.version })}
                </a>{' '}
                <span className="text-sm text-on-muted">
                  {version.displayName} · {format.dateTime(new Date(version.publishedAt), { dateStyle: 'medium' })}
                </span>
                {version.note[locale] ? <p className="text-sm">{version.note[locale]}</p> : null}
              </li>
            ))}
          </ol>
          <NewVersionForm id={document.id} languages={languages} />
        </Section>
        <Section id="settings" title={t('settings')}>
          <DocumentSettings
            id={document.id}
            title={document.title}
            category={document.category}
            published={document.published}
            languages={languages}
            listHref="/staff/documents"
          />
        </Section>
      </NextIntlClientProvider>
    </PageContainer>
  )
}
