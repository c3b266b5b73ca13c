import { TabLinks } from '@league/ui/components/tabs/tab-links'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import { gameTabId, tabHref, type playoffGameTabs, type roundGameTabs } from '@/lib/tabs'

export type GameTabs = typeof roundGameTabs | typeof playoffGameTabs
export type GameTabKey = GameTabs[number]['key']

/**
 * A game centre tab page: the tab bar (the kit's server-rendered link tabs; the page knows its own tab from
 * its route, so no client code reads the path) above the tab's content.
 */
export async function GameTabPage({
  basePath,
  tabs,
  active,
  children,
}: {
  basePath: string
  tabs: GameTabs
  active: GameTabKey
  children: ReactNode
}) {
  const t = await getTranslations('Tabs')
  const activeTab = tabs.find((tab) => tab.key === active)
  const links = tabs.map((tab) => ({
    id: gameTabId(tab),
    name: t(tab.key),
    href: tabHref(basePath, tab),
  }))
  const activeId = activeTab ? gameTabId(activeTab) : ''
  return (
    <>
      {/* On phones the strip scrolls: the shell brings the current tab into view (shell/scroll-current-tabs.tsx). */}
      <div className="mt-4">
        <TabLinks aria-label={t('label')} tabs={links} activeTab={activeId} linkComponent={Link} />
      </div>
      <div className="pt-6">{children}</div>
    </>
  )
}
