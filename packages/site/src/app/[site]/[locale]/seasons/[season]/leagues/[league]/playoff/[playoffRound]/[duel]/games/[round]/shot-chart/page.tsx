import { gameCentreTab, playoffGame } from '@/components/game/game-centre-route'
import { ShotChartTab } from '@/components/game/tabs/shot-chart'
import { shotChartFilterOf } from '@/lib/game-data/shot-chart-filter'

// Its content follows the query string, which Next's page cache does not key on: rendered per request.
export const dynamic = 'force-dynamic'

const tab = gameCentreTab(playoffGame, 'shotChart', async ({ basePath, game }, searchParams) => (
  <ShotChartTab game={game} path={`${basePath}/shot-chart`} filter={shotChartFilterOf(await searchParams)} />
))

export const generateMetadata = tab.generateMetadata
export default tab.Page
