import type { Metadata, Viewport } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { preload } from 'react-dom'
import type { ReactNode } from 'react'
import { SiteFooter } from '@league/ui/components/site-footer/site-footer'
import { SiteHeader } from '@league/ui/components/site-header/site-header'
import { SponsorStrip } from '@league/ui/components/sponsor-strip/sponsor-strip'
import { AccountCorner } from '@/components/account/account-corner'
import { ApiMessages, ApiMessageTemplates } from '@/components/api-messages'
import { DeferredShell } from '@/components/shell/deferred-shell'
import type { IdleShellLabels } from '@/components/shell/idle-shell'
import { LoadingScreen } from '@/components/shell/loading-screen'
import { PageLanguages } from '@/components/shell/page-languages'
import { PageTransition } from '@/components/shell/page-transition'
import { Link } from '@/i18n/navigation'
import { routing } from '@/i18n/routing'
import { brandAssetUrl, clientManifestFile } from '@/lib/server/brand-assets'
import { pageLanguages } from '@/lib/server/client-locales'
import { clientFontPreloads } from '@/lib/server/client-fonts'
import { embeddedJson } from '@/lib/messages/embedded-json'
import { errorMessagesElementId } from '@/lib/messages/error-messages'
import { runtimeThemeCss } from '@/lib/server/runtime-theme'
import { sentryDsn, sentryDsnMetaName } from '@/lib/error-reporting/sentry-options'
import { renderOnFirstVisit } from '@/lib/server/page-site'
import { pageOrigin } from '@/lib/server/server-api'
import { getWebsiteConfig, siteTitleOf, themeOf } from '@/lib/server/website-config'
import '../../globals.css'

/** The main navigation's sections, after the home link. */
const sections = [
  { href: '/news', key: 'news' },
  { href: '/schedule', key: 'schedule' },
  { href: '/seasons', key: 'seasons' },
  { href: '/clubs', key: 'clubs' },
  { href: '/history/best-players', key: 'history' },
  { href: '/documents', key: 'documents' },
  { href: '/about-us', key: 'about' },
  { href: '/search', key: 'search' },
] as const

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> }

// Each client's pages are rendered on their first visit, then served from Next's cache (src/lib/server/page-site.ts).
export const generateStaticParams = renderOnFirstVisit

export async function generateMetadata({ params }: LayoutProps): Promise<Metadata> {
  const { locale } = await params
  const config = await getWebsiteConfig()
  const title = siteTitleOf(config)
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : 'en', namespace: 'Metadata' })
  const crest = config?.settings.crest
  const icons: NonNullable<Metadata['icons']> = {
    icon: [
      ...(crest?.faviconSm ? [{ url: crest.faviconSm, sizes: '16x16' }] : []),
      ...(crest?.faviconLg ? [{ url: crest.faviconLg, sizes: '32x32' }] : []),
      ...(crest?.androidChromeSm ? [{ url: crest.androidChromeSm, sizes: '192x192' }] : []),
      ...(crest?.androidChromeLg ? [{ url: crest.androidChromeLg, sizes: '512x512' }] : []),
    ],
    ...(crest?.androidChromeSm ? { apple: crest.androidChromeSm } : {}),
  }
  return {
    metadataBase: new URL(await pageOrigin()),
    title: { default: title, template: `%s · ${title}` },
    description: t('siteDescription', { title }),
    applicationName: title,
    icons,
    ...(config ? { manifest: brandAssetUrl(themeOf(config), clientManifestFile) } : {}),
    openGraph: { siteName: title },
  }
}

export async function generateViewport(): Promise<Viewport> {
  const config = await getWebsiteConfig()
  const color = config?.settings.colors?.color1
  return color ? { themeColor: color } : {}
}

/** The words of the layout's background work (deferred-shell.tsx): new version, toasts. */
function shellLabels(t: Awaited<ReturnType<typeof getTranslations<'Shell'>>>): IdleShellLabels {
  return {
    newVersion: t('newVersion'),
    reload: t('reload'),
    closeToast: t('closeToast'),
    toast: t('toast'),
    // Radix puts the keyboard shortcut (F8) in place of `{hotkey}`.
    toastRegion: t('toastRegion', { hotkey: '{hotkey}' }),
  }
}

export default async function LocaleLayout({ children, params }: LayoutProps) {
  const { locale } = await params
  const languages = await pageLanguages()
  // The proxy sends a language the league does not publish in elsewhere; only a direct visit reaches here.
  if (!hasLocale(routing.locales, locale) || !languages.includes(locale)) {
    notFound()
  }
  setRequestLocale(locale)
  const [config, t, errors, navigation, footer] = await Promise.all([
    getWebsiteConfig(),
    getTranslations('Shell'),
    getTranslations('Errors'),
    getTranslations('Navigation'),
    getTranslations('Footer'),
  ])
  const themeCss = await runtimeThemeCss(themeOf(config))
  // The client's body and heading faces (self-hosted under /fonts/) are fetched with the CSS, not after it.
  for (const href of await clientFontPreloads(themeOf(config), locale)) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })
  }
  const errorMessages = {
    errorTitle: errors('errorTitle'),
    errorText: errors('errorText'),
    retry: errors('retry'),
    backHome: errors('backHome'),
    locale,
  }
  const title = siteTitleOf(config)
  const analyticsId = config?.settings.googleAnalyticsId
  return (
    <html lang={locale} data-theme={themeOf(config)}>
      <body className="flex min-h-dvh flex-col">
        {/* Read by instrumentation-client.ts: error reporting starts only when the server has a DSN. */}
        {sentryDsn ? <meta name={sentryDsnMetaName} content={sentryDsn} /> : null}
        {themeCss ? <style dangerouslySetInnerHTML={{ __html: themeCss }} /> : null}
        <LoadingScreen>
          <div className="flex flex-col items-center gap-4">
            {config?.settings.logo ? (
              // The splash is the first paint, and its logo the largest thing in it (Lighthouse's LCP element).
              <img src={config.settings.logo} alt="" width={200} height={60} decoding="async" fetchPriority="high" />
            ) : (
              <span className="text-2xl font-bold">{title}</span>
            )}
            <span className="block h-1 w-24 rounded-pill bg-accent" />
          </div>
        </LoadingScreen>
        <a
          href="#content"
          className="sr-only z-[110] rounded bg-surface px-4 py-2 font-semibold text-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('skipToContent')}
        </a>
        <SiteHeader
          title={title}
          // The splash's logo box (loading-screen.tsx): client logos are wide marks of about this shape.
          {...(config?.settings.logo ? { logoUrl: config.settings.logo, logoSize: { width: 200, height: 60 } } : {})}
          items={[
            { href: '/', label: navigation('home') },
            ...sections.map((section) => ({ href: section.href, label: navigation(section.key) })),
          ]}
          account={<AccountCorner locale={locale} />}
          languageSwitcher={<PageLanguages label={navigation('languages')} current={locale} languages={languages} />}
          linkComponent={Link}
          labels={{ mainNavigation: navigation('main'), openMenu: navigation('menu') }}
        />
        {/* The page transition `page` (out-in, globals.css) on client navigations to another path only. */}
        <PageTransition>
          <main id="content" tabIndex={-1} className="w-full grow focus:outline-none">
            {children}
          </main>
        </PageTransition>
        <SiteFooter
          copyright={`© ${new Date().getFullYear()} ${title}`}
          items={[
            { href: '/about-us', label: footer('about') },
            { href: '/documents', label: footer('documents') },
          ]}
          sponsors={
            <SponsorStrip
              title={footer('sponsors')}
              newTabLabel={footer('newTab')}
              sponsors={(config?.sponsors ?? []).flatMap((sponsor) =>
                sponsor.logo
                  ? [{ name: sponsor.name, logoUrl: sponsor.logo, ...(sponsor.url ? { href: sponsor.url } : {}) }]
                  : [],
              )}
            />
          }
          linkComponent={Link}
          labels={{ footerNavigation: footer('links') }}
        />
        <DeferredShell labels={shellLabels(t)} />
        <ApiMessages answers={[config]} />
        <ApiMessageTemplates />
        {/* The error boundary's wording, read by error.tsx without a message runtime in the browser. */}
        <script
          id={errorMessagesElementId}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: embeddedJson(errorMessages) }}
        />
        {analyticsId ? (
          <>
            {/* Plain scripts rather than next/script keep its loader out of every page's bundle. */}
            <script async src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analyticsId)}`} />
            <script
              dangerouslySetInnerHTML={{
                __html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${embeddedJson(analyticsId)});`,
              }}
            />
          </>
        ) : null}
      </body>
    </html>
  )
}
