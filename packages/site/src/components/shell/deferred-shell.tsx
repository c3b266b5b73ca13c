'use client'

import { lazy, Suspense, useEffect, useState } from 'react'
import type { IdleShellLabels } from './idle-shell'

// What nothing at first paint needs loads once the browser is idle after the page has hydrated. Until then a
// site link is followed by the browser itself, a full page load that ends on the same page.
const IdleShell = lazy(() => import('./idle-shell').then((module) => ({ default: module.IdleShell })))

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

/** The layout's background work (idle-shell.tsx), out of every page's first-load JavaScript. */
export function DeferredShell({ labels }: { labels: IdleShellLabels }) {
  const idle = useIdleAfterHydration()
  if (!idle) {
    return null
  }
  return (
    <Suspense fallback={null}>
      <IdleShell labels={labels} />
    </Suspense>
  )
}
