import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getFormatter, getLocale, getMessages, getTranslations } from 'next-intl/server'
import { ApplicationForm } from '@/components/applications/application-form'
import { ApplicationHeader } from '@/components/applications/application-header'
import { isSiteLocale } from '@/i18n/locales'
import { countries } from '@/lib/applications/countries'
import { loadClubApplication } from '@/lib/applications/load-application'
import { enterLocale } from '@/lib/server/page-locale'

// The club's own form: read fresh on every request (never cached, it changes as the club types).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; uuid: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const t = await getTranslations({ locale, namespace: 'Applications' })
  // A link for one club: nothing for search engines, and its address is not passed on to other sites.
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

/** /{locale}/applications/{uuid}/team: the club fills in its entry for the season; the uuid is the key. */
export default async function TeamApplicationPage({ params }: Props) {
  await enterLocale(params)
  const { uuid } = await params
  const [view, messages, format, formattingLocale] = await Promise.all([
    loadClubApplication(uuid),
    getMessages(),
    getFormatter(),
    getLocale(),
  ])
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <ApplicationHeader view={view} expires={format.dateTime(new Date(view.expiresAt), { dateStyle: 'long' })} />
      <NextIntlClientProvider messages={{ Applications: messages.Applications }}>
        <ApplicationForm initial={view} countries={countries(formattingLocale)} />
      </NextIntlClientProvider>
    </div>
  )
}
