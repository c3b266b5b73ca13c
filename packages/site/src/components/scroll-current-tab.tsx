'use client'

import { useEffect, useRef, type ReactNode, type RefObject } from 'react'

/**
 * On narrow screens a tab strip scrolls sideways: bring the current tab (`aria-current="page"`) into view
 * without moving the page. Runs again when `currentKey` changes.
 */
export function useScrollCurrentTabIntoView(container: RefObject<HTMLElement | null>, currentKey: string) {
  useEffect(() => {
    if (!currentKey) {
      return
    }
    const active = container.current?.querySelector<HTMLElement>('[aria-current="page"]')
    const strip = active?.closest('ul')
    if (active && strip) {
      strip.scrollLeft = active.offsetLeft - strip.offsetLeft - (strip.clientWidth - active.clientWidth) / 2
    }
  }, [container, currentKey])
}

/** A server-rendered tab strip (its page knows the current tab) with the current tab scrolled into view. */
export function ScrollCurrentTab({ currentKey, children }: { currentKey: string; children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null)
  useScrollCurrentTabIntoView(container, currentKey)
  return <div ref={container}>{children}</div>
}
