import { gameCentreTab, roundGame } from '@/components/game/game-centre-route'
import { GameFantasyTab } from '@/components/fantasy/game-fantasy-tab'

const tab = gameCentreTab(roundGame, 'fantasy', ({ game }) => <GameFantasyTab game={game} />)

export const generateMetadata = tab.generateMetadata
export default tab.Page
