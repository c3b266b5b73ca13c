'use client'

import { useEffect, useSyncExternalStore } from 'react'
import { applicationState, initialApplicationState } from '@/lib/application-state'

/**
 * Full-screen brand splash painted with the first HTML. It follows the application state's `isLoading`
 * (false 500 ms after start); the CSS fade after 500 ms (globals.css) stays as the fallback when scripts
 * run late or not at all.
 */
export function LoadingScreen({ title, logo }: { title: string; logo?: string | undefined }) {
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
      <div className="flex flex-col items-center gap-4">
        {logo ? (
          // The splash is the first paint, and its logo the largest thing in it (Lighthouse's LCP element).
          <img src={logo} alt="" width={200} height={60} decoding="async" fetchPriority="high" />
        ) : (
          <span className="text-2xl font-bold">{title}</span>
        )}
        <span className="block h-1 w-24 rounded-pill bg-accent" />
      </div>
    </div>
  )
}
