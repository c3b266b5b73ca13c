import { getSiteLocale } from '@/i18n/current-locale'
import { GameVideoLink } from '@/components/data-export/game-video-link'
import { GameTabPage } from '@/components/game/game-tab-bar'
import type { PlayoffGameParams } from '@/lib/game'
import { gameTabMetadata, resolvePlayoffGame } from '@/lib/game-route'
import { loadOptional } from '@/lib/server-api'
import { playoffGameTabs } from '@/lib/tabs'

type Props = { params: Promise<PlayoffGameParams> }

export function generateMetadata({ params }: Props) {
  return gameTabMetadata(params, resolvePlayoffGame, 'gameVideo', 'game-video')
}

export default async function GameVideoPage({ params }: Props) {
  const { basePath, game } = await resolvePlayoffGame(params)
  const answer = await loadOptional('/v2/website/games/{game}/video', { game }, { locale: await getSiteLocale() })
  return (
    <GameTabPage basePath={basePath} tabs={playoffGameTabs} active="gameVideo">
      <GameVideoLink video={answer?.video ?? null} />
    </GameTabPage>
  )
}
