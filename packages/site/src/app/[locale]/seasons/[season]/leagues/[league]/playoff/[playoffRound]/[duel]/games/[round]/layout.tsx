import type { ReactNode } from 'react'
import { GameHeaderView } from '@/components/game/game-header'
import { PageContainer } from '@/components/layout/page-heading'
import { RouteTabs } from '@/components/route-tabs'
import { getGame, type PlayoffGameParams } from '@/lib/game'
import { resolvePlayoffGame } from '@/lib/game-route'
import { playoffGameTabs } from '@/lib/tabs'

export default async function GameLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<PlayoffGameParams>
}) {
  const { season, league, game, basePath } = await resolvePlayoffGame(params)
  const header = await getGame(game)
  return (
    <PageContainer>
      <GameHeaderView header={header} season={season} league={league} />
      <div className="mt-4">
        <RouteTabs basePath={basePath} tabs={playoffGameTabs} />
      </div>
      <div className="pt-6">{children}</div>
    </PageContainer>
  )
}
