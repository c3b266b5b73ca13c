'use client'

import NextLink from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { activeTab, type TabDefinition } from '@/lib/tabs'

export type TabLink = TabDefinition & { label: string; href: string }

/**
 * Route tabs: each tab is a sub-path, linked and prefetched; the current one is marked for assistive
 * tech. Hrefs arrive localized from the server, so only next/link is needed here.
 */
export function TabNav({ label, basePath, tabs }: { label: string; basePath: string; tabs: TabLink[] }) {
  const current = activeTab(usePathname() ?? basePath, basePath, tabs)
  const list = useRef<HTMLUListElement>(null)
  const currentKey = current?.key
  useEffect(() => {
    // On narrow screens the strip scrolls sideways: bring the current tab into view without moving the page.
    const strip = list.current
    const active = currentKey ? strip?.querySelector<HTMLElement>(`[data-tab="${currentKey}"]`) : undefined
    if (strip && active) {
      strip.scrollLeft = active.offsetLeft - (strip.clientWidth - active.clientWidth) / 2
    }
  }, [currentKey])
  return (
    <nav aria-label={label} className="border-b border-border">
      <ul ref={list} className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NextLink
              href={tab.href}
              prefetch
              data-tab={tab.key}
              aria-current={tab.key === current?.key ? 'page' : undefined}
              className="block border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-on-muted hover:text-on-surface aria-[current=page]:border-primary aria-[current=page]:text-on-surface"
            >
              {tab.label}
            </NextLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
