import type { StaffGallerySummary } from '@league/api/contract/staff-galleries'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

/** Every gallery of the league: its title, what it is about, how many photos, and whether fans see it. */
export async function GalleriesTable({
  locale,
  firstLanguage,
  galleries,
}: {
  locale: string
  firstLanguage: string
  galleries: readonly StaffGallerySummary[]
}) {
  const t = await getTranslations('StaffGalleries')
  if (galleries.length === 0) {
    return <p className="text-on-muted">{t('listEmpty')}</p>
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('title')}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-4">
              {t('columnTitle')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('columnSubject')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('columnPhotos')}
            </th>
            <th scope="col" className="py-2">
              {t('columnStatus')}
            </th>
          </tr>
        </thead>
        <tbody>
          {galleries.map((gallery) => {
            const title = gallery.title[locale] ?? gallery.title[firstLanguage] ?? gallery.slug
            return (
              <tr key={gallery.id} className="border-b border-border">
                <td className="py-3 pr-4">
                  <Link
                    href={`/${locale}/staff/galleries/${gallery.id}`}
                    className="text-link underline-offset-4 hover:underline"
                  >
                    {title}
                  </Link>
                </td>
                <td className="py-3 pr-4">
                  {gallery.subject === null
                    ? t('subjectNone')
                    : `${t(`subject.${gallery.subject.kind}`)}: ${gallery.subject.slug}`}
                </td>
                <td className="py-3 pr-4">{gallery.photoCount}</td>
                <td className="py-3">{gallery.publishedAt === null ? t('draft') : t('published')}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
