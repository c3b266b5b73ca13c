import { gameCentreTab, playoffGame } from '@/components/game/game-centre-route'
import { TeamStatsTab } from '@/components/game/tabs/team-stats'

const tab = gameCentreTab(playoffGame, 'teamStats', ({ game }) => <TeamStatsTab game={game} />)

export const generateMetadata = tab.generateMetadata
export default tab.Page
