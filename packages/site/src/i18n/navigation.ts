import { getSiteLocale } from './current-locale'
import { createElement } from 'react'
import { NavigationLink, type NavigationLinkProps } from '@/components/navigation-link'
import type { SiteLocale } from './locales'
import { localizeHref, type Href } from './localize-href'

type LinkProps = Omit<NavigationLinkProps, 'href'> & { href: Href; locale?: SiteLocale }

/**
 * The site's link for server components: the path gets the current locale in front and renders as a site
 * link, which the layout's client navigation follows in place and prefetches as the visitor's connection
 * allows (components/shell/client-navigation.tsx). (next-intl's own Link would ship its message runtime to
 * every page only to sync a cookie the proxy already sets.) Client leaves receive ready localized hrefs from
 * the server and render `NavigationLink` themselves.
 */
export async function Link({ href, locale, ...props }: LinkProps) {
  const target = localizeHref(href, locale ?? (await getSiteLocale()))
  return createElement(NavigationLink, { ...props, href: target })
}
