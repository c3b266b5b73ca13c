import { gameCentreTab, playoffGame } from '@/components/game/game-centre-route'
import { HeadToHeadTab } from '@/components/game/tabs/head-to-head'

const tab = gameCentreTab(playoffGame, 'history', ({ game }) => <HeadToHeadTab game={game} />)

export const generateMetadata = tab.generateMetadata
export default tab.Page
