import './globals.css'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { cookies, headers } from 'next/headers'
import { clientLanguage } from '@/i18n/client-language'
import { localeCookieName } from '@/i18n/locales'
import { runtimeThemeCss } from '@/lib/server/runtime-theme'
import { answerForSite, requestOrigin } from '@/lib/server/server-api'
import { getWebsiteConfig, siteTitleOf, themeOf } from '@/lib/server/website-config'

// Reached only by paths no route matches outside a client's pages (a file name the site does not serve, such
// as /missing.txt); localized 404s live in [site]/[locale]. Next.js answers it without a layout, so it brings
// its own styles, and finds the client (from the host) and the language (the visitor's among the client's) itself.

async function notFoundPage() {
  // Outside [site] there is no site segment to read: the request's host names the client.
  const origin = await requestOrigin()
  const [config, cookieStore, requestHeaders] = await Promise.all([
    answerForSite(origin, () => getWebsiteConfig()),
    cookies(),
    headers(),
  ])
  const locale = clientLanguage({
    languages: config?.languages ?? ['en'],
    cookie: cookieStore.get(localeCookieName)?.value,
    acceptLanguage: requestHeaders.get('accept-language'),
  })
  const t = await getTranslations({ locale, namespace: 'Errors' })
  return { config, locale, t }
}

export async function generateMetadata(): Promise<Metadata> {
  const { config, t } = await notFoundPage()
  return { title: `${t('notFoundPageTitle')} · ${siteTitleOf(config)}`, robots: { index: false } }
}

export default async function GlobalNotFound() {
  const { config, locale, t } = await notFoundPage()
  const themeCss = await runtimeThemeCss(themeOf(config))
  const title = siteTitleOf(config)
  return (
    <html lang={locale} data-theme={themeOf(config)}>
      <body className="bg-surface text-on-surface">
        {themeCss ? <style dangerouslySetInnerHTML={{ __html: themeCss }} /> : null}
        <header className="bg-primary px-4 py-3 text-on-primary">
          <a href={`/${locale}`} className="inline-flex items-center gap-3 font-heading text-lg font-bold">
            {config?.settings.logo ? <img src={config.settings.logo} alt="" width={120} height={36} /> : null}
            {title}
          </a>
        </header>
        <main className="mx-auto max-w-3xl px-4 py-16">
          <h1 className="font-heading text-3xl font-bold">{t('notFoundPageTitle')}</h1>
          <p className="mt-4 text-on-muted">{t('notFoundText')}</p>
          <p className="mt-6">
            <a href={`/${locale}`} className="font-semibold text-primary underline">
              {t('backHome')}
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
