import { gameCentreTab, roundGame } from '@/components/game/game-centre-route'
import { HeadToHeadTab } from '@/components/game/tabs/head-to-head'

const tab = gameCentreTab(roundGame, 'history', ({ game }) => <HeadToHeadTab game={game} />)

export const generateMetadata = tab.generateMetadata
export default tab.Page
