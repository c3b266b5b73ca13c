import { TvStatsScreen } from '@/components/screens/tv-stats-screen'
import type { RoundGameParams } from '@/lib/resources/game'
import { resolveRoundGame } from '@/lib/resources/game-route'
import { gameScreen, gameScreenMetadata, gameStandings } from '@/components/screens/game-screen'

type Props = { params: Promise<RoundGameParams> }

export async function generateMetadata({ params }: Props) {
  return gameScreenMetadata(await resolveRoundGame(params), 'tvStatsTitle')
}

export default async function RoundGameTvStatsPage({ params }: Props) {
  const resolved = await resolveRoundGame(params)
  const [screen, standings] = await Promise.all([gameScreen(resolved), gameStandings(resolved)])
  const subtitle = `${screen.header.home.team.name} – ${screen.header.away.team.name}`
  return <TvStatsScreen {...screen} standings={standings} subtitle={subtitle} />
}
