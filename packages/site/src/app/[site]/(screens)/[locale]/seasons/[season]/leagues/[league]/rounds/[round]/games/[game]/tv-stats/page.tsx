import { headers } from 'next/headers'
import { TvStatsScreen } from '@/components/screens/tv-stats-screen'
import { TransparentPage } from '@/components/screens/transparent-page'
import type { RoundGameParams } from '@/lib/resources/game'
import { resolveRoundGame } from '@/lib/resources/game-route'
import { gameScreen, gameScreenMetadata, gameStandings, previewOf } from '@/components/screens/game-screen'

type Props = {
  params: Promise<RoundGameParams>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props) {
  return gameScreenMetadata(await resolveRoundGame(params), 'tvStatsTitle')
}

export default async function RoundGameTvStatsPage({ params, searchParams }: Props) {
  const resolved = await resolveRoundGame(params)
  const [screen, standings, requestHeaders, preview] = await Promise.all([
    gameScreen(resolved),
    gameStandings(resolved),
    headers(),
    previewOf(searchParams),
  ])
  const subtitle = `${screen.header.home.team.name} – ${screen.header.away.team.name}`
  // Keyable like the overlay: the graphic over the broadcaster's picture, nothing around it.
  return (
    <>
      <TransparentPage nonce={requestHeaders.get('x-nonce') ?? undefined} />
      <TvStatsScreen {...screen} standings={standings} subtitle={subtitle} preview={preview} />
    </>
  )
}
