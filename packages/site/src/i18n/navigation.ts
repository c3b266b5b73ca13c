import { getSiteLocale } from './current-locale'
import type NextLink from 'next/link'
import { createElement, type ComponentProps } from 'react'
import { PreloadingLink } from '@/components/preloading-link'
import type { SiteLocale } from './locales'
import { localizeHref, type Href } from './localize-href'

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: Href; locale?: SiteLocale }

/**
 * The site's link for server components: the path gets the current locale in front and renders through
 * next/link. (next-intl's own Link would ship its message runtime to every page only to sync a cookie the
 * proxy already sets.) Client leaves receive ready localized hrefs from the server instead. Preloading
 * follows the visitor's connection (components/preloading-link.tsx).
 */
export async function Link({ href, locale, ...props }: LinkProps) {
  const target = localizeHref(href, locale ?? (await getSiteLocale()))
  return createElement(PreloadingLink, { ...props, href: target })
}
