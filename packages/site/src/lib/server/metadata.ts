import 'server-only'
import type { Metadata } from 'next'
import type { SiteLocale } from '@/i18n/locales'
import { pageLanguages } from './client-locales'

/**
 * Canonical URL and hreflang alternates of a page given its path without the locale (`/clubs`): one per
 * language the client league publishes in, and `x-default` its default language (the first).
 */
export function localizedAlternates(
  locale: SiteLocale,
  path: string,
  offered: readonly SiteLocale[],
): NonNullable<Metadata['alternates']> {
  const suffix = path === '/' ? '' : path
  const languages: Record<string, string> = {}
  for (const alternate of offered) {
    languages[alternate] = `/${alternate}${suffix}`
  }
  languages['x-default'] = `/${offered[0] ?? locale}${suffix}`
  return { canonical: `/${locale}${suffix}`, languages }
}

/** Page metadata: title, description, canonical and alternates, Open Graph basics. */
export async function pageMetadata(input: {
  locale: SiteLocale
  path: string
  title: string
  description: string
  images?: string[]
}): Promise<Metadata> {
  return {
    title: input.title,
    description: input.description,
    alternates: localizedAlternates(input.locale, input.path, await pageLanguages()),
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
