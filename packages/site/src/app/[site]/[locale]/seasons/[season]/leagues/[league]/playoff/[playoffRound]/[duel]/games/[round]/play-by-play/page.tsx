import { gameCentreTab, playoffGame } from '@/components/game/game-centre-route'
import { PlayByPlayTab } from '@/components/game/tabs/play-by-play'

const tab = gameCentreTab(playoffGame, 'playByPlay', ({ game }) => <PlayByPlayTab game={game} />)

export const generateMetadata = tab.generateMetadata
export default tab.Page
