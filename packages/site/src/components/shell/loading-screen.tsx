'use client'

import { useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { applicationState, initialApplicationState } from '@/lib/browser/application-state'

/**
 * Full-screen brand splash painted with the first HTML. It follows the application state's `isLoading`
 * (false 500 ms after start); the CSS fade after 500 ms (globals.css) stays as the fallback when scripts
 * run late or not at all. Its content (`children`: the logo or title) is rendered on the server.
 */
export function LoadingScreen({ children }: { children: ReactNode }) {
  const { isLoading } = useSyncExternalStore(
    applicationState.subscribe,
    applicationState.snapshot,
    () => initialApplicationState,
  )
  useEffect(() => {
    applicationState.start(window.location.origin)
  }, [])
  return (
    <div
      className="loading-screen"
      aria-hidden="true"
      data-slot="loading-screen"
      data-state={isLoading ? 'loading' : 'done'}
    >
      {children}
    </div>
  )
}
