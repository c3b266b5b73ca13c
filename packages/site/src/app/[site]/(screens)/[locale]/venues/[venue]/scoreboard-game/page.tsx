import { ScoreboardScreen } from '@/components/screens/scoreboard-screen'
import { venueScreen, venueScreenMetadata, type VenueScreenParams } from '@/components/screens/venue-screen'

type Props = { params: Promise<VenueScreenParams> }

export function generateMetadata({ params }: Props) {
  return venueScreenMetadata(params, 'scoreboardTitle')
}

export default async function VenueScoreboardPage({ params }: Props) {
  return <ScoreboardScreen {...await venueScreen(params)} />
}
