import type { StaffDocuments } from '@league/api/contract/staff-documents'
import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getFormatter, getMessages, getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading, Section } from '@/components/layout/page-heading'
import { NewDocumentForm } from '@/components/staff/documents/document-forms'
import { StaffGate } from '@/components/staff/staff-gate'
import { StaffNavigation } from '@/components/staff/staff-sections'
import { Link } from '@/i18n/navigation'
import { isSiteLocale } from '@/i18n/locales'
import { loadForStaff } from '@/lib/applications/load-application'
import { enterLocale } from '@/lib/server/page-locale'
import { leagueLanguages } from '@/lib/staff/documents/languages'

// Per signed-in staff member: rendered on every request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const t = await getTranslations({ locale, namespace: 'StaffDocuments' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** /{locale}/staff/documents: every document of the league, published or not, and a new one. */
export default async function StaffDocumentsPage({ params }: Props) {
  const locale = await enterLocale(params)
  const read = await loadForStaff<StaffDocuments>('/v2/website/staff/documents')
  if (read.kind === 'signed-out' || read.kind === 'not-staff') {
    return <StaffGate kind={read.kind} />
  }
  const [t, messages, format, languages] = await Promise.all([
    getTranslations('StaffDocuments'),
    getMessages(),
    getFormatter(),
    leagueLanguages(),
  ])
  const documents = read.kind === 'ok' ? read.answer.documents : []
  return (
    <PageContainer>
      <StaffNavigation current="documents" />
      <PageHeading title={t('title')} />
      {documents.length === 0 ? <p className="text-on-muted">{t('none')}</p> : null}
      <ul className="flex flex-col divide-y divide-border rounded-brand border border-border">
        {documents.map((document) => (
          <li key={document.id} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
            <Link
              href={`/staff/documents/${document.id}`}
              className="min-h-11 py-2 font-semibold text-link hover:underline"
            >
              {document.title[locale] ?? document.title[languages[0]?.code ?? 'en'] ?? document.slug}
            </Link>
            <p className="text-sm text-on-muted">
              {t(`categories.${document.category}`)} · {t('versionCount', { count: document.versions.length })} ·{' '}
              {document.published ? t('isPublished') : t('isUnpublished')} ·{' '}
              {format.dateTime(new Date(document.updatedAt), { dateStyle: 'medium' })}
            </p>
          </li>
        ))}
      </ul>
      <NextIntlClientProvider messages={{ StaffDocuments: messages.StaffDocuments }}>
        <Section id="new-document" title={t('newTitle')}>
          <NewDocumentForm languages={languages} />
        </Section>
      </NextIntlClientProvider>
    </PageContainer>
  )
}
