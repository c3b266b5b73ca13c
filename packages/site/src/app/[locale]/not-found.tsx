import { getTranslations } from 'next-intl/server'
import { NotFoundHeading } from '@/components/not-found-path'
import { Link } from '@/i18n/navigation'

export default async function NotFound() {
  const t = await getTranslations('Errors')
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <NotFoundHeading template={t.raw('notFoundTitle') as string} />
      <p className="mt-4 text-on-muted">{t('notFoundText')}</p>
      <p className="mt-6">
        <Link href="/" className="font-semibold text-primary underline">
          {t('backHome')}
        </Link>
      </p>
    </div>
  )
}
