/**
 * Which clicks and which links the site's router takes over (components/shell/client-navigation.tsx). Site
 * links are plain anchors marked with `data-navigation="client"` (components/navigation-link.tsx): one
 * listener in the layout follows them in place and prefetches them, where next/link would hydrate a
 * component per link and add about 3.5 KiB to every page's first load.
 */

import 'client-only'

/** The mark of a link the router follows in place; `data-prefetch="false"` and `data-scroll="false"` tune it. */
export const clientNavigationSelector = 'a[data-navigation="client"]'

export type ClickFacts = {
  button: number
  defaultPrevented: boolean
  altKey: boolean
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
}

export type LinkFacts = {
  /** The anchor's resolved address (`HTMLAnchorElement.href`). */
  href: string
  target: string
  download: boolean
}

/** The page the visitor is on: its origin and address. */
export type PageFacts = { origin: string; href: string }

/**
 * The address (path, query and fragment) a link leads to when the router may open it: same origin, no new
 * tab, no download, and not merely another fragment of this page (the browser scrolls to that itself, as for
 * the skip link). Undefined otherwise.
 */
export function routablePath(link: LinkFacts, page: PageFacts): string | undefined {
  if ((link.target !== '' && link.target !== '_self') || link.download) {
    return undefined
  }
  const url = new URL(link.href, page.href)
  if (url.origin !== page.origin) {
    return undefined
  }
  const current = new URL(page.href)
  if (url.hash !== '' && url.pathname === current.pathname && url.search === current.search) {
    return undefined
  }
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * The address the router opens for a click on a site link, or undefined when the browser follows it: any
 * modifier key or button but the main one (new tab or window), or a handler that already took the click.
 */
export function clickedPath(click: ClickFacts, link: LinkFacts, page: PageFacts): string | undefined {
  if (click.defaultPrevented || click.button !== 0) {
    return undefined
  }
  if (click.altKey || click.ctrlKey || click.metaKey || click.shiftKey) {
    return undefined
  }
  return routablePath(link, page)
}
