import 'server-only'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { SiteLocale } from '@/i18n/locales'
import { routing } from '@/i18n/routing'

/** Resolves the `[locale]` param of a page or layout and tells next-intl about it. */
export async function enterLocale(params: Promise<{ locale: string }>): Promise<SiteLocale> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) {
    notFound()
  }
  setRequestLocale(locale)
  return locale
}
