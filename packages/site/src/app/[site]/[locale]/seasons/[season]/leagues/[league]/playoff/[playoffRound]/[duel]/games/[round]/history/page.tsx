import { GameTabPage } from '@/components/game/game-tab-bar'
import { HeadToHeadTab } from '@/components/game/tabs/head-to-head'
import type { PlayoffGameParams } from '@/lib/game'
import { gameTabMetadata, resolvePlayoffGame } from '@/lib/game-route'
import { playoffGameTabs } from '@/lib/tabs'

type Props = { params: Promise<PlayoffGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolvePlayoffGame, 'history', 'history')
}

export default async function HeadToHeadPage({ params }: Props) {
  const { basePath, game } = await resolvePlayoffGame(params)
  return (
    <GameTabPage basePath={basePath} tabs={playoffGameTabs} active="history">
      <HeadToHeadTab game={game} />
    </GameTabPage>
  )
}
