import { gameCentreTab, playoffGame } from '@/components/game/game-centre-route'
import { PhotoGallery } from '@/components/layout/photo-gallery'
import { loadOptional } from '@/lib/server/server-api'

const tab = gameCentreTab(playoffGame, 'photos', async ({ game }) => (
  <PhotoGallery photos={await loadOptional('/v2/website/games/{game}/photos', { game })} />
))

export const generateMetadata = tab.generateMetadata
export default tab.Page
