import { gameCentreTab, roundGame } from '@/components/game/game-centre-route'
import { PlayerStatsTab } from '@/components/game/tabs/player-stats'

const tab = gameCentreTab(roundGame, 'playerStats', ({ game }) => <PlayerStatsTab game={game} />)

export const generateMetadata = tab.generateMetadata
export default tab.Page
