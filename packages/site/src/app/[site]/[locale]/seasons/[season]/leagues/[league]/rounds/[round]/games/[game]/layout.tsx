import { gameCentreLayout, roundGame } from '@/components/game/game-centre-route'
import { renderOnFirstVisit } from '@/lib/server/page-site'

// Rendered on the first visit, then served from Next's cache (src/lib/server/page-site.ts).
export const generateStaticParams = renderOnFirstVisit

const GameLayout = gameCentreLayout(roundGame)
export default GameLayout
