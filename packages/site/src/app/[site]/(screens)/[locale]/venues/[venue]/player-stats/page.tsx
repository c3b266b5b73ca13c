import { PlayerStatsScreen } from '@/components/screens/player-stats-screen'
import { venueScreen, venueScreenMetadata, type VenueScreenParams } from '@/components/screens/venue-screen'

type Props = { params: Promise<VenueScreenParams> }

export function generateMetadata({ params }: Props) {
  return venueScreenMetadata(params, 'playerStatsTitle')
}

export default async function VenuePlayerStatsPage({ params }: Props) {
  return <PlayerStatsScreen {...await venueScreen(params)} />
}
