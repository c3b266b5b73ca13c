import { gameCentreTab, roundGame } from '@/components/game/game-centre-route'
import { GameReportTab } from '@/components/game/tabs/report'

const tab = gameCentreTab(roundGame, 'gameReport', ({ game }) => <GameReportTab game={game} />)

export const generateMetadata = tab.generateMetadata
export default tab.Page
