import { TabLinks } from '@league/ui/components/tabs/tab-links'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { NavigationLink } from '@/components/navigation-link'
import { RouteTabMemory } from '@/components/route-tab-memory'
import { getSiteLocale } from '@/i18n/current-locale'
import { routeTabId } from '@/lib/paths/route-tab-choice'
import { tabHref, type TabDefinition } from '@/lib/paths/tabs'

/** A route tab with its label in the page's language. */
export type LabelledTab = TabDefinition & { label: string }

/**
 * A tab page under a tabbed layout: the tab bar, then the tab's content. Each page renders its own bar because
 * it knows its tab from its route, so the bar is plain server HTML: no client code reads the path. `basePath`
 * is localized (`/en/clubs/partizan`); the links are site links the layout's client navigation follows. A small
 * client island applies the tab rule the server cannot see (fragment, then a remembered choice, route-tab-memory).
 * `memoryKey` names the kind of page whose choice is remembered; by default the set of tabs.
 */
export function TabPage({
  label,
  basePath,
  tabs,
  active,
  memoryKey,
  children,
}: {
  label: string
  basePath: string
  tabs: readonly LabelledTab[]
  active: string
  memoryKey?: string
  children: ReactNode
}) {
  const activeTab = tabs.find((tab) => tab.key === active)
  const links = tabs.map((tab) => ({ id: routeTabId(tab), name: tab.label, href: tabHref(basePath, tab) }))
  const activeId = activeTab ? routeTabId(activeTab) : ''
  return (
    <>
      <RouteTabMemory
        tabs={links.map(({ id, href }) => ({ id, href }))}
        activeId={activeId}
        atBarePath={activeTab?.segment === ''}
        memoryKey={memoryKey ?? links.map((link) => link.id).join(',')}
      >
        <TabLinks aria-label={label} activeTab={activeId} linkComponent={NavigationLink} tabs={links} />
      </RouteTabMemory>
      <div className="pt-6">{children}</div>
    </>
  )
}

/** A tab page whose labels are `Tabs` messages; `basePath` is the page's path without the locale. */
export async function RouteTabPage<Tabs extends readonly TabDefinition[]>({
  basePath,
  tabs,
  active,
  memoryKey,
  children,
}: {
  basePath: string
  tabs: Tabs
  active: Tabs[number]['key']
  /** The kind of page whose tab choice is remembered (e.g. `game-centre`); by default its set of tabs. */
  memoryKey?: string
  children: ReactNode
}) {
  const [t, locale] = await Promise.all([getTranslations('Tabs'), getSiteLocale()])
  return (
    <TabPage
      label={t('label')}
      basePath={`/${locale}${basePath}`}
      tabs={tabs.map((tab) => ({ ...tab, label: t(tab.key as Parameters<typeof t>[0]) }))}
      active={active}
      memoryKey={memoryKey}
    >
      {children}
    </TabPage>
  )
}
