import { gameCentreTab, roundGame } from '@/components/game/game-centre-route'
import { PlayByPlayTab } from '@/components/game/tabs/play-by-play'

const tab = gameCentreTab(roundGame, 'playByPlay', ({ game }) => <PlayByPlayTab game={game} />)

export const generateMetadata = tab.generateMetadata
export default tab.Page
