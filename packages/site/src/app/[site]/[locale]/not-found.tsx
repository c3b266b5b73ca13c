import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { NotFoundContent } from '@/components/layout/not-found-content'

/** "Page not found · ABA League" in the page's language, not the bare site title. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Errors')
  return { title: t('notFoundPageTitle'), robots: { index: false } }
}

/** The localized 404 of every route under a language (a page's `notFound()`). */
export default function NotFound() {
  return <NotFoundContent />
}
