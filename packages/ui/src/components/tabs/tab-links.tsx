// No 'use client': link tabs render on the server as a nav with aria-current; `onActiveTabClick` needs a
// client parent.
import type * as React from 'react'
import { idOf, tabId, type TabDefinition } from './choose-tab'
import { tabsListVariants, tabTriggerVariants, type TabVariant } from './tab-variants'

export type TabLink = TabDefinition & { href: string }

export type TabLinksProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  tabs: readonly TabLink[]
  /** Id or name of the tab of the current page (the site knows it from the path). */
  activeTab: string
  /** Fires instead of navigating when the current page's tab is clicked. */
  onActiveTabClick?: (id: string) => void
  /** The link element, e.g. the site's locale-aware Link; a plain <a> by default. */
  linkComponent?: React.ElementType
  variant?: TabVariant
}

/** Tabs as links to sub-paths (standings, leaders, calendar): a navigation list. */
export function TabLinks({
  tabs,
  activeTab,
  onActiveTabClick,
  linkComponent: Link = 'a',
  variant,
  className,
  ...props
}: TabLinksProps) {
  const activeId = tabId(activeTab)
  return (
    <nav data-slot="tab-links" className={className} {...props}>
      <ul className={tabsListVariants({ variant })}>
        {tabs.map((tab) => {
          const id = idOf(tab)
          const isActive = id === activeId
          return (
            <li key={id} className="flex">
              {tab.disabled ? (
                <span data-slot="tab-link" aria-disabled="true" className={tabTriggerVariants({ variant })}>
                  {tab.name}
                </span>
              ) : (
                <Link
                  data-slot="tab-link"
                  href={tab.href}
                  aria-current={isActive ? 'page' : undefined}
                  // Only with a handler: a server component cannot put functions on elements, and
                  // without one the current page's link simply stays where it is.
                  onClick={
                    onActiveTabClick
                      ? (event: React.MouseEvent) => {
                          if (isActive) {
                            event.preventDefault()
                            onActiveTabClick(id)
                          }
                        }
                      : undefined
                  }
                  className={tabTriggerVariants({ variant })}
                >
                  {tab.name}
                </Link>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
