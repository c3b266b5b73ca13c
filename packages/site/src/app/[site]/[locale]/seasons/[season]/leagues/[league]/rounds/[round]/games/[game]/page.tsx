import { gameCentreTab, roundGame } from '@/components/game/game-centre-route'
import { TeamStatsTab } from '@/components/game/tabs/team-stats'

const tab = gameCentreTab(roundGame, 'teamStats', ({ game }) => <TeamStatsTab game={game} />)

export const generateMetadata = tab.generateMetadata
export default tab.Page
