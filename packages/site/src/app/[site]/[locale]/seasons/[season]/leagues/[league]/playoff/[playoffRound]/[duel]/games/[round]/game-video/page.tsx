import { gameCentreTab, playoffGame } from '@/components/game/game-centre-route'
import { getSiteLocale } from '@/i18n/current-locale'
import { GameVideoLink } from '@/components/data-export/game-video-link'
import { loadOptional } from '@/lib/server/server-api'

const tab = gameCentreTab(playoffGame, 'gameVideo', async ({ game }) => {
  const answer = await loadOptional('/v2/website/games/{game}/video', { game }, { locale: await getSiteLocale() })
  return <GameVideoLink video={answer?.video ?? null} />
})

export const generateMetadata = tab.generateMetadata
export default tab.Page
