'use client'

import { useEffect, useRef, useState } from 'react'
import {
  chooseTab,
  defaultCacheLifetime,
  idOf,
  sessionTabStore,
  type TabChoiceStore,
  type TabDefinition,
} from './choose-tab'

export type RememberedTabOptions = {
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
  onValueChange?: (id: string) => void
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number
}

/** The controlled pair to spread into `<Tabs>`; `value` is empty only when no tab is enabled. */
export type RememberedTab = { value: string; onValueChange: (id: string) => void }

/**
 * The specification's active tab for `<Tabs {...useRememberedTab({ tabs, cacheKey })}>`: the URL
 * fragment's tab, then a choice cached for this tab group, then `defaultTab`, then the first enabled tab.
 * A choice the user makes is cached and written into the fragment; a changed fragment is followed.
 */
export function useRememberedTab({
  tabs,
  defaultTab,
  cacheKey,
  cacheLifetime = defaultCacheLifetime,
  store = sessionTabStore,
  syncFragment = true,
  onValueChange,
  now = Date.now,
}: RememberedTabOptions): RememberedTab {
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
    onValueChange?.(id)
  }

  return { value: active ?? '', onValueChange: select }
}
