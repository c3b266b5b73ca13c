import { chooseTab, defaultCacheLifetime, type CachedTabChoice } from '@league/ui/components/tabs/choose-tab'
import type { TabDefinition } from './tabs'

/** A route tab as the browser sees it: the kit's tab id and the localized path it lives at. */
export type RouteTabLink = { id: string; href: string }

/**
 * A route tab's id in the specification's form (a name lowercased with dashes): its path segment, or for the
 * bare path its message key in dashes.
 * @example routeTabId({ segment: 'play-by-play', key: 'playByPlay' }) // 'play-by-play'
 * @example routeTabId({ segment: '', key: 'teamStats' }) // 'team-stats'
 */
export function routeTabId(tab: TabDefinition): string {
  if (tab.segment !== '') {
    return tab.segment.toLowerCase()
  }
  return tab.key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
}

export type RouteTabArrival = {
  tabs: readonly RouteTabLink[]
  /** The tab whose route the page is at. */
  activeId: string
  /** True at the page's bare path (its default tab), where no tab was asked for by the address. */
  atBarePath: boolean
  /** The URL fragment, with or without '#'. */
  fragment: string | null
  cached: CachedTabChoice | null
  now: number
  cacheLifetime?: number
}

/**
 * Where a tab page sends a visitor on arrival, by the specification's order: a fragment naming a tab wins; at the
 * bare path a remembered choice still within its lifetime comes next; then the page's own tab (the default at
 * the bare path), then the first. A tab path the visitor asked for is kept. Undefined: stay.
 *
 * @example
 * routeTabTarget({ tabs, activeId: 'team-stats', atBarePath: true, fragment: '#play-by-play', cached: null, now })
 * // '/en/…/games/5/play-by-play'
 */
export function routeTabTarget({
  tabs,
  activeId,
  atBarePath,
  fragment,
  cached,
  now,
  cacheLifetime = defaultCacheLifetime,
}: RouteTabArrival): string | undefined {
  const chosen = chooseTab({
    tabs: tabs.map((tab) => ({ name: tab.id, id: tab.id })),
    fragment,
    cached: atBarePath ? cached : null,
    now,
    cacheLifetime,
    defaultTab: activeId,
  })
  if (chosen === undefined || chosen === activeId) {
    return undefined
  }
  return tabs.find((tab) => tab.id === chosen)?.href
}

/**
 * The tab a clicked link opens, by its path (the link's `href` attribute as rendered, query and fragment aside).
 * @example tabOfHref(tabs, '/en/clubs/partizan/last-games') // 'last-games'
 */
export function tabOfHref(tabs: readonly RouteTabLink[], href: string): string | undefined {
  const path = href.split(/[?#]/)[0]
  return tabs.find((tab) => tab.href === path)?.id
}
