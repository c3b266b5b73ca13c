import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { preload } from 'react-dom'
import type { ReactNode } from 'react'
import { routing } from '@/i18n/routing'
import { pageLanguages } from '@/lib/server/client-locales'
import { clientFontPreloads } from '@/lib/server/client-fonts'
import { runtimeThemeCss } from '@/lib/server/runtime-theme'
import { getWebsiteConfig, siteTitleOf, themeOf } from '@/lib/server/website-config'
import '../../../globals.css'

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> }

export async function generateMetadata(): Promise<Metadata> {
  const config = await getWebsiteConfig()
  const title = siteTitleOf(config)
  const crest = config?.settings.crest
  // The client's favicon named in the head, as on the site's pages: a browser source would otherwise ask for a
  // /favicon.ico of its own on every screen.
  const icons = [crest?.faviconSm, crest?.faviconLg].filter((url): url is string => typeof url === 'string')
  // Screens are for the hall and the broadcaster, not for search engines.
  return {
    title: { default: title, template: `%s · ${title}` },
    robots: { index: false, follow: false },
    ...(icons.length === 0 ? {} : { icons: { icon: icons.map((url) => ({ url })) } }),
  }
}

/**
 * The root layout of the game-day screens (scoreboard, shot clock, player stats, broadcast, tv-stats): the
 * client's theme and nothing else — no header, footer, cookie banner or loading screen — so a screen fills
 * the display it is opened on, and a broadcast page can be transparent over the video.
 */
export default async function ScreensLayout({ children, params }: LayoutProps) {
  const { locale } = await params
  // A screen opens only in a language the league publishes in, like its pages (src/proxy.ts).
  if (!hasLocale(routing.locales, locale) || !(await pageLanguages()).includes(locale)) {
    notFound()
  }
  setRequestLocale(locale)
  const [config, requestHeaders] = await Promise.all([getWebsiteConfig(), headers()])
  const nonce = requestHeaders.get('x-nonce') ?? undefined
  const themeCss = await runtimeThemeCss(themeOf(config))
  for (const href of await clientFontPreloads(themeOf(config), locale)) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })
  }
  return (
    <html lang={locale} data-theme={themeOf(config)}>
      <body className="min-h-dvh overflow-hidden">
        {themeCss ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: themeCss }} /> : null}
        {children}
      </body>
    </html>
  )
}
