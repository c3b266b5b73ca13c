import { GameTabPage } from '@/components/game/game-tab-bar'
import { StandingsTab } from '@/components/game/tabs/standings'
import type { RoundGameParams } from '@/lib/game'
import { gameTabMetadata, resolveRoundGame } from '@/lib/game-route'
import { roundGameTabs } from '@/lib/tabs'

type Props = { params: Promise<RoundGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolveRoundGame, 'table', 'table')
}

export default async function StandingsPage({ params }: Props) {
  const { basePath, season, league, game } = await resolveRoundGame(params)
  return (
    <GameTabPage basePath={basePath} tabs={roundGameTabs} active="table">
      <StandingsTab season={season} league={league} game={game} />
    </GameTabPage>
  )
}
