import { TabLinks } from '@league/ui/components/tabs/tab-links'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { NavigationLink } from '@/components/navigation-link'
import { getSiteLocale } from '@/i18n/current-locale'
import { tabHref, type TabDefinition } from '@/lib/paths/tabs'

/** A route tab with its label in the page's language. */
export type LabelledTab = TabDefinition & { label: string }

/**
 * A tab page under a tabbed layout: the tab bar, then the tab's content. Each page renders its own bar because
 * it knows its tab from its route, so the bar is plain server HTML: no client code reads the path. `basePath`
 * is localized (`/en/clubs/partizan`); the links are site links the layout's client navigation follows.
 */
export function TabPage({
  label,
  basePath,
  tabs,
  active,
  children,
}: {
  label: string
  basePath: string
  tabs: readonly LabelledTab[]
  active: string
  children: ReactNode
}) {
  const activeTab = tabs.find((tab) => tab.key === active)
  return (
    <>
      <TabLinks
        aria-label={label}
        activeTab={activeTab ? idOf(activeTab) : ''}
        linkComponent={NavigationLink}
        tabs={tabs.map((tab) => ({ id: idOf(tab), name: tab.label, href: tabHref(basePath, tab) }))}
      />
      <div className="pt-6">{children}</div>
    </>
  )
}

/** A tab page whose labels are `Tabs` messages; `basePath` is the page's path without the locale. */
export async function RouteTabPage<Tabs extends readonly TabDefinition[]>({
  basePath,
  tabs,
  active,
  children,
}: {
  basePath: string
  tabs: Tabs
  active: Tabs[number]['key']
  children: ReactNode
}) {
  const [t, locale] = await Promise.all([getTranslations('Tabs'), getSiteLocale()])
  return (
    <TabPage
      label={t('label')}
      basePath={`/${locale}${basePath}`}
      tabs={tabs.map((tab) => ({ ...tab, label: t(tab.key as Parameters<typeof t>[0]) }))}
      active={active}
    >
      {children}
    </TabPage>
  )
}

/** The kit's tab id of a route tab: its path segment, or its key for the bare path (ids are lowercase). */
function idOf(tab: TabDefinition): string {
  return (tab.segment || tab.key).toLowerCase()
}
