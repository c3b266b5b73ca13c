import { GameTabPage } from '@/components/game/game-tab-bar'
import { TeamStatsTab } from '@/components/game/tabs/team-stats'
import type { RoundGameParams } from '@/lib/game'
import { gameTabMetadata, resolveRoundGame } from '@/lib/game-route'
import { roundGameTabs } from '@/lib/tabs'

type Props = { params: Promise<RoundGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolveRoundGame, 'teamStats', '')
}

export default async function TeamStatsPage({ params }: Props) {
  const { basePath, game } = await resolveRoundGame(params)
  return (
    <GameTabPage basePath={basePath} tabs={roundGameTabs} active="teamStats">
      <TeamStatsTab game={game} />
    </GameTabPage>
  )
}
