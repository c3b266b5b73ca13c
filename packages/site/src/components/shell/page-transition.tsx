'use client'

import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, ViewTransition } from 'react'
import { pageTransitionClass, showPath } from './page-transition-path'

/**
 * The page transition `page` (out-in, globals.css) around the main content, on client navigations to another
 * path only. React animates a <ViewTransition> on every transition that changes what is inside it, and a refresh
 * of the same page (Follow, signing in) is such a transition too: each one faded the whole page out and in.
 *
 * So each of the boundary's animations (update, enter, exit, shared pair) follows one rule, decided in the render
 * that commits: animate when the path differs from the one last shown, else `none`. With `none` everywhere React
 * does not start a View Transition at all. The rule reads the path of the render itself, so it holds whether the
 * navigation was prefetched or not; and the path last shown lives outside the component, so a boundary that a
 * refresh mounts afresh (a layout swapped above it) does not take itself for a new page.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  useEffect(() => {
    showPath(pathname)
  }, [pathname])
  return (
    <ViewTransition name="page" default={pageTransitionClass(pathname)}>
      {children}
    </ViewTransition>
  )
}
