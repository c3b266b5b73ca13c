'use client'

import type { VariantProps } from 'class-variance-authority'
import { Tabs as TabsPrimitive } from 'radix-ui'
import type * as React from 'react'
import { createContext, use, useEffect, useRef, useState } from 'react'
import { cn } from '../../lib/utils'
import { tabsListVariants, tabTriggerVariants } from './tab-variants'
import {
  chooseTab,
  defaultCacheLifetime,
  idOf,
  sessionTabStore,
  tabId,
  type TabChoiceStore,
  type TabDefinition,
} from './choose-tab'

export { tabId, type TabChoiceStore, type TabDefinition } from './choose-tab'
export { TabLinks, type TabLink, type TabLinksProps } from './tab-links'
export { tabsListVariants, tabTriggerVariants } from './tab-variants'

type TabsContextValue = {
  tabs: readonly TabDefinition[]
  /** Whether the tab is the one shown, as of this very event (not the last render). */
  isActive: (id: string) => boolean
  clickActive: (id: string) => void
}
const TabsContext = createContext<TabsContextValue | null>(null)

function useTabsContext(part: string): TabsContextValue {
  const context = use(TabsContext)
  if (!context) {
    throw new Error(`<${part}> must be inside <Tabs>`)
  }
  return context
}

export type TabsProps = Omit<
  React.ComponentProps<typeof TabsPrimitive.Root>,
  'value' | 'defaultValue' | 'onValueChange'
> & {
  tabs: readonly TabDefinition[]
  /** Id or name of the tab shown when neither the URL fragment nor a cached choice decides. */
  defaultTab?: string
  /** Remembers the choice under this key (per page kind, e.g. "game-centre"); no key, no cache. */
  cacheKey?: string
  /** Lifetime of a remembered choice in milliseconds (five minutes); 0 or less disables the cache. */
  cacheLifetime?: number
  store?: TabChoiceStore
  /** Writes the chosen tab's id into the URL fragment so the view can be shared (default true). */
  syncFragment?: boolean
  /** Fires when the user switches to another tab. */
  onTabChange?: (id: string) => void
  /** Fires when the user clicks the tab that is already active; nothing else happens. */
  onActiveTabClick?: (id: string) => void
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number
}

/**
 * Tabs with panels. The first active tab follows the specification: URL fragment, then a cached
 * choice, then `defaultTab`, then the first enabled tab.
 */
export function Tabs({
  tabs,
  defaultTab,
  cacheKey,
  cacheLifetime = defaultCacheLifetime,
  store = sessionTabStore,
  syncFragment = true,
  onTabChange,
  onActiveTabClick,
  now = Date.now,
  className,
  children,
  ...props
}: TabsProps) {
  const storeKey = cacheKey ? `tabs:${cacheKey}` : undefined
  // The server knows neither fragment nor cache: render the default, then refine after mount.
  const [active, setActiveState] = useState(() => chooseTab({ tabs, defaultTab, now: now() }))
  // Radix may report one choice twice in a tick (mouse down, then focus); the ref sees the first.
  const activeRef = useRef(active)
  function setActive(id: string | undefined) {
    activeRef.current = id
    setActiveState(id)
  }

  useEffect(() => {
    function fromLocation() {
      const cached = storeKey ? store.read(storeKey) : null
      setActive(chooseTab({ tabs, defaultTab, cacheLifetime, cached, fragment: window.location.hash, now: now() }))
    }
    fromLocation()
    window.addEventListener('hashchange', fromLocation)
    return () => window.removeEventListener('hashchange', fromLocation)
    // Only on mount and when the tab set changes; callbacks are read fresh on each event.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [tabs.map(idOf).join('|')])

  function select(id: string) {
    if (id === activeRef.current) {
      return
    }
    const tab = tabs.find((entry) => idOf(entry) === id)
    if (!tab || tab.disabled) {
      return
    }
    setActive(id)
    if (storeKey && cacheLifetime > 0) {
      store.write(storeKey, { id, savedAt: now() })
    }
    if (syncFragment) {
      window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`)
    }
    onTabChange?.(id)
  }

  const context: TabsContextValue = {
    tabs,
    isActive: (id) => id === activeRef.current,
    clickActive: (id) => onActiveTabClick?.(id),
  }

  return (
    <TabsContext value={context}>
      <TabsPrimitive.Root
        data-slot="tabs"
        value={active ?? ''}
        onValueChange={select}
        className={cn('flex flex-col gap-4', className)}
        {...props}
      >
        {children}
      </TabsPrimitive.Root>
    </TabsContext>
  )
}

/** The row of tabs, one trigger per definition. Name it with `aria-label`. */
export function TabsList({
  className,
  variant,
  ...props
}: Omit<React.ComponentProps<typeof TabsPrimitive.List>, 'children'> & VariantProps<typeof tabsListVariants>) {
  const { tabs, isActive, clickActive } = useTabsContext('TabsList')
  return (
    <TabsPrimitive.List data-slot="tabs-list" className={cn(tabsListVariants({ variant }), className)} {...props}>
      {tabs.map((tab) => {
        const id = idOf(tab)
        return (
          <TabsPrimitive.Trigger
            key={id}
            value={id}
            disabled={tab.disabled}
            data-slot="tabs-trigger"
            // Radix ignores activating the active tab; the specification wants it reported. These
            // run before Radix's own handlers, while `active` is still the tab shown before.
            onMouseDown={(event) => {
              if (isActive(id) && event.button === 0) {
                clickActive(id)
              }
            }}
            onKeyDown={(event) => {
              if (isActive(id) && (event.key === 'Enter' || event.key === ' ')) {
                clickActive(id)
              }
            }}
            className={tabTriggerVariants({ variant })}
          >
            {tab.name}
          </TabsPrimitive.Trigger>
        )
      })}
    </TabsPrimitive.List>
  )
}

/** The panel of one tab, given by id or by name. */
export function TabsContent({
  tab,
  className,
  ...props
}: Omit<React.ComponentProps<typeof TabsPrimitive.Content>, 'value'> & { tab: string }) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      value={tabId(tab)}
      className={cn('outline-none', className)}
      {...props}
    />
  )
}
