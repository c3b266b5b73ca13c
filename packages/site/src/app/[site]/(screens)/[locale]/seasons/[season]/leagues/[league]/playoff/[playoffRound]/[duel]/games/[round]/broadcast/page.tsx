import { headers } from 'next/headers'
import { BroadcastScreen } from '@/components/screens/broadcast-screen'
import { TransparentPage } from '@/components/screens/transparent-page'
import type { PlayoffGameParams } from '@/lib/resources/game'
import { resolvePlayoffGame } from '@/lib/resources/game-route'
import { gameScreen, gameScreenMetadata } from '@/components/screens/game-screen'

type Props = { params: Promise<PlayoffGameParams> }

export async function generateMetadata({ params }: Props) {
  return gameScreenMetadata(await resolvePlayoffGame(params), 'broadcastTitle')
}

export default async function PlayoffGameBroadcastPage({ params }: Props) {
  const [screen, requestHeaders] = await Promise.all([resolvePlayoffGame(params).then(gameScreen), headers()])
  return (
    <>
      <TransparentPage nonce={requestHeaders.get('x-nonce') ?? undefined} />
      <BroadcastScreen {...screen} />
    </>
  )
}
