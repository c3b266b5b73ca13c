'use client'

import type { VariantProps } from 'class-variance-authority'
import { Tabs as TabsPrimitive } from 'radix-ui'
import type * as React from 'react'
import { createContext, use } from 'react'
import { cn } from '../../lib/utils'
import { idOf, type TabDefinition } from './choose-tab'
import { tabsListVariants, tabTriggerVariants } from './tab-variants'

export { tabId, type TabChoiceStore, type TabDefinition } from './choose-tab'
export { TabLinks, type TabLink, type TabLinksProps } from './tab-links'
export { tabsListVariants, tabTriggerVariants } from './tab-variants'
export { useRememberedTab, type RememberedTab, type RememberedTabOptions } from './use-remembered-tab'

type TabsContextValue = {
  tabs: readonly TabDefinition[]
  clickActive: (id: string) => void
}
const TabsContext = createContext<TabsContextValue | null>(null)

function useTabsContext(part: string): TabsContextValue {
  const context = use(TabsContext)
  if (!context) {
    throw new Error(`<${part}> must be inside <Tabs>`)
  }
  return context
}

/**
 * Radix's Tabs root with the tab definitions the list draws. `value` / `defaultValue` / `onValueChange`
 * are Radix's own and take tab ids; `useRememberedTab` adds the specification's choice of the first tab.
 */
export type TabsProps = React.ComponentProps<typeof TabsPrimitive.Root> & {
  tabs: readonly TabDefinition[]
  /** Fires when the user clicks the tab that is already active; nothing else happens. */
  onActiveTabClick?: (id: string) => void
}

/**
 * Tabs with panels, controlled (`value` + `onValueChange`) or not (`defaultValue`). For the
 * specification's rule (URL fragment, then a cached choice, then a default, then the first enabled tab),
 * spread `useRememberedTab(…)` into the props.
 */
export function Tabs({ tabs, onActiveTabClick, className, children, ...props }: TabsProps) {
  const context: TabsContextValue = { tabs, clickActive: (id) => onActiveTabClick?.(id) }
  return (
    <TabsContext value={context}>
      <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col gap-4', className)} {...props}>
        {children}
      </TabsPrimitive.Root>
    </TabsContext>
  )
}

/** Whether a trigger is the tab shown, as its last render drew it (before Radix handles this event). */
function isActiveTrigger(trigger: HTMLElement): boolean {
  return trigger.getAttribute('data-state') === 'active'
}

/** The row of tabs, one trigger per definition. Name it with `aria-label`. */
export function TabsList({
  className,
  variant,
  ...props
}: Omit<React.ComponentProps<typeof TabsPrimitive.List>, 'children'> & VariantProps<typeof tabsListVariants>) {
  const { tabs, clickActive } = useTabsContext('TabsList')
  return (
    <TabsPrimitive.List data-slot="tabs-list" className={cn(tabsListVariants({ variant }), className)} {...props}>
      {tabs.map((tab) => {
        const id = idOf(tab)
        return (
          <TabsPrimitive.Trigger
            key={id}
            value={id}
            disabled={tab.disabled}
            data-slot="tabs-trigger"
            // Radix ignores activating the active tab; the specification wants it reported. These
            // run before Radix's own handlers, while the trigger still shows the state from before the event.
            onMouseDown={(event) => {
              if (isActiveTrigger(event.currentTarget) && event.button === 0) {
                clickActive(id)
              }
            }}
            onKeyDown={(event) => {
              if (isActiveTrigger(event.currentTarget) && (event.key === 'Enter' || event.key === ' ')) {
                clickActive(id)
              }
            }}
            className={tabTriggerVariants({ variant })}
          >
            {tab.name}
          </TabsPrimitive.Trigger>
        )
      })}
    </TabsPrimitive.List>
  )
}

/** The panel of one tab, given by its id (`tabId(name)` when the definition has none). */
export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('outline-none', className)} {...props} />
}
