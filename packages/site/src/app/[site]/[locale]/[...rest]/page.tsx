import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { NotFoundContent } from '@/components/layout/not-found-content'
import { isSiteLocale } from '@/i18n/locales'

function Missing(): never {
  notFound()
}

/**
 * Any path under a locale that no route matches answers the localized 404. Next.js renders a page's
 * `notFound()` only in the browser when the page is rendered per request (vercel/next.js#62228), so the
 * 404's text is also the server-rendered fallback of the boundary that `notFound()` is thrown in: the HTML
 * carries "Page Not Found: {path}" and the link home without JavaScript, and the status stays 404.
 */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: isSiteLocale(locale) ? locale : 'en', namespace: 'Errors' })
  return { title: t('notFoundPageTitle'), robots: { index: false } }
}

export default async function UnmatchedPage({ params }: { params: Promise<{ locale: string; rest: string[] }> }) {
  const { locale, rest } = await params
  return (
    <Suspense fallback={<NotFoundContent path={`/${locale}/${rest.join('/')}`} />}>
      <Missing />
    </Suspense>
  )
}
