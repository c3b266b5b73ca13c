import { GameTabPage } from '@/components/game/game-tab-bar'
import { HeadToHeadTab } from '@/components/game/tabs/head-to-head'
import type { RoundGameParams } from '@/lib/game'
import { gameTabMetadata, resolveRoundGame } from '@/lib/game-route'
import { roundGameTabs } from '@/lib/tabs'

type Props = { params: Promise<RoundGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolveRoundGame, 'history', 'history')
}

export default async function HeadToHeadPage({ params }: Props) {
  const { basePath, game } = await resolveRoundGame(params)
  return (
    <GameTabPage basePath={basePath} tabs={roundGameTabs} active="history">
      <HeadToHeadTab game={game} />
    </GameTabPage>
  )
}
