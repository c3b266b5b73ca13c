import 'client-only'

/**
 * The application state the specification names: `isLoading` (true from the start, false 500 ms later; the
 * loading screen follows it) and `domainUrl` (the origin the visitor opened the site on). A tiny external
 * store rather than a context, so any client leaf can read it with `useSyncExternalStore` without a provider.
 */
export type ApplicationState = { readonly isLoading: boolean; readonly domainUrl: string }

/** How long the brand splash stays after the application starts. */
export const loadingMilliseconds = 500

type Timers = { setTimeout: (callback: () => void, milliseconds: number) => unknown }

export type ApplicationStateStore = {
  snapshot: () => ApplicationState
  subscribe: (listener: () => void) => () => void
  /** Starts the loading period once; later calls change nothing. */
  start: (domainUrl: string) => void
}

/** The state before the application starts, also what the server renders. */
export const initialApplicationState: ApplicationState = { isLoading: true, domainUrl: '' }

export function createApplicationState(timers: Timers = globalThis): ApplicationStateStore {
  let state = initialApplicationState
  let started = false
  const listeners = new Set<() => void>()
  const update = (next: Partial<ApplicationState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) {
      listener()
    }
  }
  return {
    snapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    start: (domainUrl) => {
      if (started) {
        return
      }
      started = true
      update({ domainUrl })
      timers.setTimeout(() => update({ isLoading: false }), loadingMilliseconds)
    },
  }
}

/** The page's one application state. */
export const applicationState = createApplicationState()
