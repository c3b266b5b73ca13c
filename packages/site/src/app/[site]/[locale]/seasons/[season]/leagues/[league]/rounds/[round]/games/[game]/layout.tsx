import { renderOnFirstVisit } from '@/lib/page-site'
import type { ReactNode } from 'react'
import { BroadcastLink } from '@/components/game/broadcast-link'
import { GameHeaderView } from '@/components/game/game-header'
import { PageContainer } from '@/components/layout/page-heading'
import { liveScoreboard } from '@/lib/live/live-state'
import { getGame, type RoundGameParams } from '@/lib/game'
import { resolveRoundGame } from '@/lib/game-route'

// Rendered on the first visit, then served from Next's cache (src/lib/page-site.ts).
export const generateStaticParams = renderOnFirstVisit

export default async function GameLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<RoundGameParams>
}) {
  const { season, league, game } = await resolveRoundGame(params)
  const [header, live] = await Promise.all([getGame(game), liveScoreboard(game)])
  return (
    <PageContainer>
      <GameHeaderView header={header} season={season} league={league} live={live} />
      <BroadcastLink header={header} live={live !== undefined} />
      {children}
    </PageContainer>
  )
}
