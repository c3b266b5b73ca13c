import type { Documents } from '@league/api/contract/schedule'
import { getFormatter, getTranslations } from 'next-intl/server'
import { Section } from '@/components/layout/page-heading'
import { siteDocumentUrl } from '@/lib/paths/document-file'

type PublicDocument = Documents['documents'][number]
type Version = NonNullable<PublicDocument['current']>
type Formatter = Awaited<ReturnType<typeof getFormatter>>

const categories = ['regulations', 'bylaws', 'forms', 'media'] as const

/** Text in the page's language; the league's other languages stand in (English first) when it has none. */
function inLanguage(text: Record<string, string>, locale: string): string | undefined {
  return text[locale] ?? text['en'] ?? Object.values(text)[0]
}

/** "1.4 MB" or "320 kB", in the page's language. */
function sizeOf(format: Formatter, bytes: number): string {
  const megabytes = bytes / (1024 * 1024)
  return megabytes >= 0.1
    ? format.number(megabytes, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
    : format.number(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' })
}

function facts(format: Formatter, version: Version | null, publishedAt: string): string {
  const date = format.dateTime(new Date(publishedAt), { dateStyle: 'medium' })
  return version === null ? `PDF · ${date}` : `PDF · ${sizeOf(format, version.byteSize)} · ${date}`
}

/**
 * The league's published documents by category: each title links its current version (size and date beside
 * it); earlier versions wait behind an "Older versions" disclosure, each with what changed.
 */
export async function DocumentList({ documents, locale }: { documents: PublicDocument[]; locale: string }) {
  const [t, format] = await Promise.all([getTranslations('Documents'), getFormatter()])
  return categories.map((category) => {
    const inCategory = documents.filter((document) => document.category === category)
    if (inCategory.length === 0) {
      return null
    }
    return (
      <Section key={category} id={category} title={t(`categories.${category}`)}>
        <ul className="flex flex-col divide-y divide-border rounded-brand border border-border">
          {inCategory.map((document) => {
            const title = inLanguage(document.title, locale) ?? document.slug
            const href = siteDocumentUrl(document.url)
            const note = document.current === null ? undefined : inLanguage(document.current.note, locale)
            return (
              <li key={document.slug} className="flex flex-col gap-1 p-4">
                {href === undefined ? (
                  <span className="font-semibold">{title}</span>
                ) : (
                  <a href={href} className="min-h-11 py-2 font-semibold text-link hover:underline sm:min-h-0 sm:py-0">
                    {title}
                  </a>
                )}
                <p className="text-sm text-on-muted">{facts(format, document.current, document.publishedAt)}</p>
                {note ? <p className="text-sm">{note}</p> : null}
                {document.olderVersions.length > 0 ? (
                  <details className="mt-1 text-sm">
                    <summary className="min-h-11 cursor-pointer py-2 text-link sm:min-h-0 sm:py-1">
                      {t('olderVersions', { count: document.olderVersions.length })}
                    </summary>
                    <ul className="mt-1 flex flex-col gap-2 ps-4">
                      {document.olderVersions.map((version) => {
                        const olderNote = inLanguage(version.note, locale)
                        return (
                          <li key={version.version}>
                            <a href={siteDocumentUrl(version.url)} className="text-link hover:underline">
                              {t('version', { version: version.version, title })}
                            </a>{' '}
                            <span className="text-on-muted">{facts(format, version, version.publishedAt)}</span>
                            {olderNote ? <p>{olderNote}</p> : null}
                          </li>
                        )
                      })}
                    </ul>
                  </details>
                ) : null}
              </li>
            )
          })}
        </ul>
      </Section>
    )
  })
}
