import { ShotClockScreen } from '@/components/screens/shot-clock-screen'
import { venueScreen, venueScreenMetadata, type VenueScreenParams } from '@/components/screens/venue-screen'

type Props = { params: Promise<VenueScreenParams> }

export function generateMetadata({ params }: Props) {
  return venueScreenMetadata(params, 'shotClockTitle')
}

export default async function VenueShotClockPage({ params }: Props) {
  return <ShotClockScreen {...await venueScreen(params)} />
}
