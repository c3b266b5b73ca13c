import { GameTabPage } from '@/components/game/game-tab-bar'
import { StandingsTab } from '@/components/game/tabs/standings'
import type { PlayoffGameParams } from '@/lib/game'
import { gameTabMetadata, resolvePlayoffGame } from '@/lib/game-route'
import { playoffGameTabs } from '@/lib/tabs'

type Props = { params: Promise<PlayoffGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolvePlayoffGame, 'table', 'table')
}

export default async function StandingsPage({ params }: Props) {
  const { basePath, season, league, game } = await resolvePlayoffGame(params)
  return (
    <GameTabPage basePath={basePath} tabs={playoffGameTabs} active="table">
      <StandingsTab season={season} league={league} game={game} />
    </GameTabPage>
  )
}
