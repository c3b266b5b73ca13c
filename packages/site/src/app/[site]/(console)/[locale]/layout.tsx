import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { routing } from '@/i18n/routing'
import { runtimeThemeCss } from '@/lib/server/runtime-theme'
import { getWebsiteConfig, siteTitleOf, themeOf } from '@/lib/server/website-config'
import '../../../globals.css'

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> }

export async function generateMetadata(): Promise<Metadata> {
  const title = siteTitleOf(await getWebsiteConfig())
  // A tool for the league's scorers: nothing for search engines.
  return { title: { default: title, template: `%s · ${title}` }, robots: { index: false, follow: false } }
}

/**
 * The root layout of the scorer's console: the client's theme and nothing else. The site's header, footer,
 * cookie banner and loading screen would take the height the court of buttons needs (at 1366×768 everything
 * a scorer touches must show without scrolling), and a scorer leaves the console only on purpose.
 */
export default async function ConsoleLayout({ children, params }: LayoutProps) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) {
    notFound()
  }
  setRequestLocale(locale)
  const [config, requestHeaders] = await Promise.all([getWebsiteConfig(), headers()])
  const nonce = requestHeaders.get('x-nonce') ?? undefined
  const themeCss = await runtimeThemeCss(themeOf(config))
  return (
    <html lang={locale} data-theme={themeOf(config)}>
      <body className="min-h-dvh bg-surface text-on-surface">
        {themeCss ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: themeCss }} /> : null}
        {children}
      </body>
    </html>
  )
}
