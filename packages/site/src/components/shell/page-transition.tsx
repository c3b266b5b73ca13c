'use client'

import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useRef, ViewTransition } from 'react'

/**
 * The page transition `page` (out-in, globals.css) around the main content, on client navigations only. React
 * animates a <ViewTransition> whenever a transition updates what is inside it, and a refresh of the same page
 * (Follow, signing in, a saved form) is such a transition too: each one faded the whole page out and in. So the
 * boundary animates an update only while the path differs from the one last shown; a refresh keeps the path, and
 * the page stays put.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  // The path on screen: it catches up after each commit, so only the render that changes the path animates. A ref,
  // not state: catching up needs no render of its own.
  const shownPath = useRef(pathname)
  useEffect(() => {
    shownPath.current = pathname
  }, [pathname])
  // Read during render on purpose: the value is the last committed path, and a discarded render never moves it.
  // oxlint-disable-next-line react/refs
  const navigating = pathname !== shownPath.current
  return (
    <ViewTransition name="page" update={navigating ? 'auto' : 'none'}>
      {children}
    </ViewTransition>
  )
}
