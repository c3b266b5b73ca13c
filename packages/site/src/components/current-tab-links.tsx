'use client'

import { TabLinks } from '@league/ui/components/tabs/tab-links'
import { usePathname } from 'next/navigation'
import { useRef } from 'react'
import { NavigationLink } from '@/components/navigation-link'
import { activeTab, type TabDefinition } from '@/lib/tabs'
import { visitorPath } from '@/lib/visitor-path'
import { useScrollCurrentTabIntoView } from './scroll-current-tab'

export type RouteTab = TabDefinition & { label: string; href: string }

/**
 * The kit's link tabs under a layout: a layout is not told which sub-page renders, so the current tab is
 * read from the path (the path plays the fragment's part; the bare path is the default tab). Hrefs arrive
 * localized from the server, so plain site links do (the layout's client navigation follows them).
 */
export function CurrentTabLinks({ label, basePath, tabs }: { label: string; basePath: string; tabs: RouteTab[] }) {
  const current = activeTab(visitorPath(usePathname() ?? basePath), basePath, tabs)
  const currentId = current ? idOf(current) : ''
  const navigation = useRef<HTMLElement>(null)
  useScrollCurrentTabIntoView(navigation, currentId)
  return (
    <TabLinks
      ref={navigation}
      aria-label={label}
      activeTab={currentId}
      linkComponent={NavigationLink}
      tabs={tabs.map((tab) => ({ id: idOf(tab), name: tab.label, href: tab.href }))}
    />
  )
}

/** The kit's tab id of a route tab: its path segment, or its key for the bare path (ids are lowercase). */
function idOf(tab: TabDefinition): string {
  return (tab.segment || tab.key).toLowerCase()
}
