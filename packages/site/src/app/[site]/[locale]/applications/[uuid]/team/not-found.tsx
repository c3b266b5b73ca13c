import { getTranslations } from 'next-intl/server'

/** A wrong, revoked or expired link: the same words for all three, never saying whether it existed. */
export default async function ApplicationNotFound() {
  const t = await getTranslations('Applications')
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="font-heading text-3xl font-bold">{t('notFoundTitle')}</h1>
      <p className="mt-4">{t('notFoundText')}</p>
    </div>
  )
}
