'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** The current tab of every tab strip on the page (the kit's link tabs, rendered on the server). */
const currentTabSelector = '[data-slot="tab-links"] [aria-current="page"]'

/** Scrolls each strip to its current tab once; keyed by the path, so it runs again for every page. */
function ScrollOnce() {
  useEffect(() => {
    for (const current of document.querySelectorAll<HTMLElement>(currentTabSelector)) {
      const strip = current.closest('ul')
      if (strip) {
        strip.scrollLeft = current.offsetLeft - strip.offsetLeft - (strip.clientWidth - current.clientWidth) / 2
      }
    }
  }, [])
  return null
}

/**
 * On narrow screens a tab strip scrolls sideways: bring each strip's current tab into view, without moving
 * the page, on the first page and after every client navigation. One effect for all tab bars, so the tab
 * bars themselves need no client code.
 */
export function ScrollCurrentTabs() {
  return <ScrollOnce key={usePathname()} />
}
