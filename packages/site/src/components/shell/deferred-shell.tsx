'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

// Watchers nothing at first paint needs: they load once the browser is idle after the page has hydrated.
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
 * The layout's background watchers (a newer build to reload into, a chunk of an older build that failed to
 * load), out of every page's first-load JavaScript.
 */
export function DeferredShell({ newVersion, reloadLabel }: { newVersion: string; reloadLabel: string }) {
  const idle = useIdleAfterHydration()
  if (!idle) {
    return null
  }
  return (
    <Suspense fallback={null}>
      <VersionCheck message={newVersion} reloadLabel={reloadLabel} />
      <ChunkErrorReload />
    </Suspense>
  )
}
