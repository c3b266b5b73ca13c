import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { NotFoundContent } from '@/components/layout/not-found-content'

function Missing(): never {
  notFound()
}

/**
 * Any path under a locale that no route matches answers the localized 404. Next.js renders a page's
 * `notFound()` only in the browser when the page is rendered per request (vercel/next.js#62228), so the
 * 404's text is also the server-rendered fallback of the boundary that `notFound()` is thrown in: the HTML
 * carries "Page Not Found: {path}" and the link home without JavaScript, and the status stays 404.
 */
export default async function UnmatchedPage({ params }: { params: Promise<{ locale: string; rest: string[] }> }) {
  const { locale, rest } = await params
  return (
    <Suspense fallback={<NotFoundContent path={`/${locale}/${rest.join('/')}`} />}>
      <Missing />
    </Suspense>
  )
}
