import { headers } from 'next/headers'
import { BroadcastScreen } from '@/components/screens/broadcast-screen'
import { TransparentPage } from '@/components/screens/transparent-page'
import { loadScreensDirective } from '@/lib/screens/screen-data'
import { venueScreen, venueScreenMetadata, type VenueScreenParams } from '@/components/screens/venue-screen'

type Props = { params: Promise<VenueScreenParams> }

export function generateMetadata({ params }: Props) {
  return venueScreenMetadata(params, 'broadcastTitle')
}

export default async function VenueBroadcastPage({ params }: Props) {
  const screen = await venueScreen(params)
  const game = screen.initialState?.setup.gameId
  const [directive, requestHeaders] = await Promise.all([
    game === undefined ? undefined : loadScreensDirective(game),
    headers(),
  ])
  return (
    <>
      <TransparentPage nonce={requestHeaders.get('x-nonce') ?? undefined} />
      <BroadcastScreen {...screen} initialScreens={directive ?? null} />
    </>
  )
}
