/** A tab as the product specification describes it: a name, and whether it can be chosen. */
export type TabDefinition = {
  name: string
  /** Defaults to {@link tabId} of the name. */
  id?: string
  disabled?: boolean
}

/** A remembered choice: which tab, and when it was chosen (milliseconds since the epoch). */
export type CachedTabChoice = { id: string; savedAt: number }

/** Where remembered choices live: sessionStorage in the browser, a Map in tests. */
export type TabChoiceStore = {
  read: (key: string) => CachedTabChoice | null
  write: (key: string, choice: CachedTabChoice) => void
}

/** Five minutes, the specification's default lifetime of a remembered tab. */
export const defaultCacheLifetime = 5 * 60 * 1000

/**
 * A tab's id: its name lowercased, runs of whitespace turned into dashes.
 * @example tabId('Play by Play') // 'play-by-play'
 */
export function tabId(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-')
}

export function idOf(tab: TabDefinition): string {
  return tab.id ?? tabId(tab.name)
}

export type TabChoiceInput = {
  tabs: readonly TabDefinition[]
  /** The URL fragment, with or without its leading '#'. */
  fragment?: string | null
  cached?: CachedTabChoice | null
  /** Current time in milliseconds, to age the cached choice. */
  now: number
  /** How long a cached choice counts, in milliseconds; 0 or less ignores the cache. */
  cacheLifetime?: number
  /** Id or name of the tab to show when neither fragment nor cache decides. */
  defaultTab?: string
}

/**
 * The active tab's id by the specification's order: the URL fragment, then a cached choice still
 * within its lifetime, then the default tab, then the first tab. Each candidate must name an
 * existing, enabled tab; otherwise the next rule decides. Undefined only when no tab is enabled.
 */
export function chooseTab({
  tabs,
  fragment,
  cached,
  now,
  cacheLifetime = defaultCacheLifetime,
  defaultTab,
}: TabChoiceInput): string | undefined {
  const selectable = (candidate: string | null | undefined) => {
    if (!candidate) {
      return undefined
    }
    const wanted = decodeFragment(candidate)
    const tab = tabs.find((entry) => idOf(entry) === wanted || idOf(entry) === tabId(wanted))
    return tab && !tab.disabled ? idOf(tab) : undefined
  }
  const cacheCounts =
    cached !== null && cached !== undefined && cacheLifetime > 0 && now - cached.savedAt < cacheLifetime
  return (
    selectable(fragment) ??
    (cacheCounts ? selectable(cached.id) : undefined) ??
    selectable(defaultTab) ??
    tabs.filter((tab) => !tab.disabled).map(idOf)[0]
  )
}

function decodeFragment(value: string): string {
  const withoutHash = value.startsWith('#') ? value.slice(1) : value
  try {
    return decodeURIComponent(withoutHash)
  } catch {
    // A malformed escape in a hand-typed URL is just an unknown tab.
    return withoutHash
  }
}

/** A store in sessionStorage (per browser tab, gone when it closes); silent when storage is off. */
export const sessionTabStore: TabChoiceStore = {
  read(key) {
    try {
      const raw = globalThis.sessionStorage?.getItem(key)
      if (!raw) {
        return null
      }
      const parsed: unknown = JSON.parse(raw)
      if (
        typeof parsed === 'object' &&
        parsed !== null &&
        'id' in parsed &&
        'savedAt' in parsed &&
        typeof parsed.id === 'string' &&
        typeof parsed.savedAt === 'number'
      ) {
        return { id: parsed.id, savedAt: parsed.savedAt }
      }
      return null
    } catch {
      return null
    }
  },
  write(key, choice) {
    try {
      globalThis.sessionStorage?.setItem(key, JSON.stringify(choice))
    } catch {
      // Private modes may refuse storage; the tab still switches, it is just not remembered.
    }
  },
}
