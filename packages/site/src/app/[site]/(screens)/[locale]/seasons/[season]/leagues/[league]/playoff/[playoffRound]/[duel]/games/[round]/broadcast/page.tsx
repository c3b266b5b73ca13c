import { headers } from 'next/headers'
import { BroadcastScreen } from '@/components/screens/broadcast-screen'
import { TransparentPage } from '@/components/screens/transparent-page'
import type { PlayoffGameParams } from '@/lib/resources/game'
import { resolvePlayoffGame } from '@/lib/resources/game-route'
import { gameScreen, gameScreenMetadata, previewOf } from '@/components/screens/game-screen'

type Props = {
  params: Promise<PlayoffGameParams>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props) {
  return gameScreenMetadata(await resolvePlayoffGame(params), 'broadcastTitle')
}

export default async function PlayoffGameBroadcastPage({ params, searchParams }: Props) {
  const [screen, requestHeaders, preview] = await Promise.all([
    resolvePlayoffGame(params).then(gameScreen),
    headers(),
    previewOf(searchParams),
  ])
  return (
    <>
      <TransparentPage nonce={requestHeaders.get('x-nonce') ?? undefined} />
      <BroadcastScreen {...screen} preview={preview} />
    </>
  )
}
