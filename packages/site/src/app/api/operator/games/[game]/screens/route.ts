import { ScreensDirectiveRequestSchema } from '@league/api/contract/screens'
import { gameWriteRoute } from '@/lib/operator/game-write-route'

// PUT /api/operator/games/{game}/screens: what the broadcast and tv-stats screens show, as the signed-in
// operator (PUT /v2/live/games/{game}/screens).
export const PUT = gameWriteRoute({
  method: 'PUT',
  apiPath: '/v2/live/games/{game}/screens',
  schema: ScreensDirectiveRequestSchema,
  invalidBodyMessage: 'Choose what the screens show: a lower third and a TV graphic.',
})
