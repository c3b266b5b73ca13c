import { headers } from 'next/headers'
import { BroadcastScreen } from '@/components/screens/broadcast-screen'
import { TransparentPage } from '@/components/screens/transparent-page'
import type { RoundGameParams } from '@/lib/resources/game'
import { resolveRoundGame } from '@/lib/resources/game-route'
import { gameScreen, gameScreenMetadata, previewOf } from '@/components/screens/game-screen'

type Props = {
  params: Promise<RoundGameParams>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props) {
  return gameScreenMetadata(await resolveRoundGame(params), 'broadcastTitle')
}

export default async function RoundGameBroadcastPage({ params, searchParams }: Props) {
  const [screen, requestHeaders, preview] = await Promise.all([
    resolveRoundGame(params).then(gameScreen),
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
