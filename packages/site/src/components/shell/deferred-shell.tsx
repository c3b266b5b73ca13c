'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

// What nothing at first paint needs loads once the browser is idle after the page has hydrated. Until then a
// site link is followed by the browser itself, a full page load that ends on the same page.
const ClientNavigation = lazy(() =>
  import('./client-navigation').then((module) => ({ default: module.ClientNavigation })),
)
const VersionCheck = lazy(() => import('./version-check').then((module) => ({ default: module.VersionCheck })))
const ChunkErrorReload = lazy(() =>
  import('./chunk-error-reload').then((module) => ({ default: module.ChunkErrorReload })),
)

/** True once the browser has been idle after hydration (a moment later where there is no idle callback). */
function useIdleAfterHydration(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const request = window.requestIdleCallback(() => setIdle(true))
      return () => window.cancelIdleCallback(request)
    }
    const timer = setTimeout(() => setIdle(true), 1)
    return () => clearTimeout(timer)
  }, [])
  return idle
}

/**
 * The layout's background work, out of every page's first-load JavaScript: client navigation and
 * prefetching of site links, and the watchers for a newer build to reload into and for a chunk of an older
 * build that failed to load.
 */
export function DeferredShell({ newVersion, reloadLabel }: { newVersion: string; reloadLabel: string }) {
  const idle = useIdleAfterHydration()
  if (!idle) {
    return null
  }
  return (
    <Suspense fallback={null}>
      <ClientNavigation />
      <VersionCheck message={newVersion} reloadLabel={reloadLabel} />
      <ChunkErrorReload />
    </Suspense>
  )
}
