import 'server-only'
import type { Metadata } from 'next'
import { locales, type SiteLocale } from '@/i18n/locales'

/** Canonical URL and hreflang alternates of a page given its path without the locale (`/clubs`). */
export function localizedAlternates(locale: SiteLocale, path: string): NonNullable<Metadata['alternates']> {
  const suffix = path === '/' ? '' : path
  const languages: Record<string, string> = {}
  for (const alternate of locales) {
    languages[alternate] = `/${alternate}${suffix}`
  }
  languages['x-default'] = `/en${suffix}`
  return { canonical: `/${locale}${suffix}`, languages }
}

/** Page metadata: title, description, canonical and alternates, Open Graph basics. */
export function pageMetadata(input: {
  locale: SiteLocale
  path: string
  title: string
  description: string
  images?: string[]
}): Metadata {
  return {
    title: input.title,
    description: input.description,
    alternates: localizedAlternates(input.locale, input.path),
    openGraph: {
      title: input.title,
      description: input.description,
      url: `/${input.locale}${input.path === '/' ? '' : input.path}`,
      locale: input.locale,
      type: 'website',
      ...(input.images ? { images: input.images } : {}),
    },
  }
}
