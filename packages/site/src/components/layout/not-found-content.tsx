import { getTranslations } from 'next-intl/server'
import { headers } from 'next/headers'
import { Link } from '@/i18n/navigation'
import { readablePath, requestPathHeader } from '@/lib/request-path'

/** "Page Not Found: {path}", a line of explanation and the link home, in the page's language. */
export async function NotFoundContent() {
  const [t, requestHeaders] = await Promise.all([getTranslations('Errors'), headers()])
  const path = readablePath(requestHeaders.get(requestPathHeader))
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold break-words">{t('notFoundTitle', { path })}</h1>
      <p className="mt-4 text-on-muted">{t('notFoundText')}</p>
      <p className="mt-6">
        <Link href="/" className="font-semibold text-primary underline">
          {t('backHome')}
        </Link>
      </p>
    </div>
  )
}
