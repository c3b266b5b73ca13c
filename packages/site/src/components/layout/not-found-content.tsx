import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { readablePath } from '@/lib/paths/request-path'
import { RequestedPathTitle } from './requested-path-title'

/**
 * "Page Not Found: {path}", a line of explanation and the link home, in the page's language. It reads no
 * request header: Next renders the not-found boundary into every page's payload, and cached pages may not.
 * The catch-all page names the path from its own params; a page's `notFound()` (an unknown slug) is drawn
 * in the browser, which fills the path in.
 */
export async function NotFoundContent({ path }: { path?: string }) {
  const t = await getTranslations('Errors')
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold break-words">
        {path === undefined ? (
          <RequestedPathTitle template={t('notFoundTitle', { path: '{path}' })} />
        ) : (
          t('notFoundTitle', { path: readablePath(path) })
        )}
      </h1>
      <p className="mt-4 text-on-muted">{t('notFoundText')}</p>
      <p className="mt-6">
        <Link href="/" className="font-semibold text-primary underline">
          {t('backHome')}
        </Link>
      </p>
    </div>
  )
}
