import type { ReactNode } from 'react'
import { RouteTabPage } from '@/components/route-tab-page'
import type { playoffGameTabs, roundGameTabs } from '@/lib/paths/tabs'

export type GameTabs = typeof roundGameTabs | typeof playoffGameTabs
export type GameTabKey = GameTabs[number]['key']

/** A game centre tab page: the route tab page's server-rendered tab bar and content, below the game's header. */
export function GameTabPage({
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
  return (
    <div className="mt-4">
      <RouteTabPage basePath={basePath} tabs={tabs} active={active} memoryKey="game-centre">
        {children}
      </RouteTabPage>
    </div>
  )
}
