import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'

/**
 * The staff area's sections, in the order a league's season runs: entries, the season, then what fans read and
 * watch; last, the audit log of who changed what.
 */
export const staffSections = [
  'applications',
  'seasons',
  'news',
  'documents',
  'galleries',
  'media',
  'videos',
  'audit',
] as const

export type StaffSection = (typeof staffSections)[number]

/**
 * The staff area's navigation, above every staff page: one link per section, the open one marked as the
 * current page. It wraps on a tablet instead of scrolling, so every section stays one tap away.
 */
export async function StaffNavigation({ current }: { current?: StaffSection }) {
  const t = await getTranslations('Staff.sections')
  return (
    <nav aria-label={t('label')} className="mb-6 border-b border-border pb-3">
      <ul className="flex flex-wrap gap-2">
        {staffSections.map((section) => (
          <li key={section}>
            <Link
              href={`/staff/${section}`}
              aria-current={section === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-brand px-3 font-medium text-link hover:underline aria-[current=page]:bg-primary aria-[current=page]:text-on-primary"
            >
              {t(`${section}.title`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The staff area's front page: each section with what it is for. */
export async function StaffSectionCards() {
  const t = await getTranslations('Staff.sections')
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {staffSections.map((section) => (
        <li key={section} className="rounded-brand border border-border p-4">
          <h2 className="font-heading text-lg font-semibold">
            <Link href={`/staff/${section}`} className="text-link hover:underline">
              {t(`${section}.title`)}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-on-muted">{t(`${section}.text`)}</p>
        </li>
      ))}
    </ul>
  )
}
