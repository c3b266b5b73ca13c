import { TvStatsScreen } from '@/components/screens/tv-stats-screen'
import type { PlayoffGameParams } from '@/lib/resources/game'
import { resolvePlayoffGame } from '@/lib/resources/game-route'
import { gameScreen, gameScreenMetadata, gameStandings } from '@/components/screens/game-screen'

type Props = { params: Promise<PlayoffGameParams> }

export async function generateMetadata({ params }: Props) {
  return gameScreenMetadata(await resolvePlayoffGame(params), 'tvStatsTitle')
}

export default async function PlayoffGameTvStatsPage({ params }: Props) {
  const resolved = await resolvePlayoffGame(params)
  const [screen, standings] = await Promise.all([gameScreen(resolved), gameStandings(resolved)])
  const subtitle = `${screen.header.home.team.name} – ${screen.header.away.team.name}`
  return <TvStatsScreen {...screen} standings={standings} subtitle={subtitle} />
}
