import { headers } from 'next/headers'
import { BroadcastScreen } from '@/components/screens/broadcast-screen'
import { TransparentPage } from '@/components/screens/transparent-page'
import { loadScreensDirective } from '@/lib/screens/screen-data'
import { venueScreen, venueScreenMetadata, type VenueScreenParams } from '@/components/screens/venue-screen'
import { previewOf } from '@/components/screens/game-screen'

type Props = {
  params: Promise<VenueScreenParams>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props) {
  return venueScreenMetadata(params, 'broadcastTitle')
}

export default async function VenueBroadcastPage({ params, searchParams }: Props) {
  const screen = await venueScreen(params)
  const game = screen.initialState?.setup.gameId
  const [directive, requestHeaders, preview] = await Promise.all([
    game === undefined ? undefined : loadScreensDirective(game),
    headers(),
    previewOf(searchParams),
  ])
  return (
    <>
      <TransparentPage nonce={requestHeaders.get('x-nonce') ?? undefined} />
      <BroadcastScreen {...screen} initialScreens={directive ?? null} preview={preview} />
    </>
  )
}
