import { gameCentreTab, playoffGame } from '@/components/game/game-centre-route'
import { StandingsTab } from '@/components/game/tabs/standings'

const tab = gameCentreTab(playoffGame, 'table', ({ season, league, game }) => (
  <StandingsTab season={season} league={league} game={game} />
))

export const generateMetadata = tab.generateMetadata
export default tab.Page
