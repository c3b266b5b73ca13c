import { z } from 'zod'
import { gameWriteRoute } from '@/lib/operator/game-write-route'

// POST /api/operator/games/{game}/replay: replays a real game's play-by-play on the live streams, as the
// signed-in operator (POST /v2/live/games/{game}/replay).
export const POST = gameWriteRoute({
  method: 'POST',
  apiPath: '/v2/live/games/{game}/replay',
  schema: z.object({ speed: z.number().min(1).max(20) }),
  invalidBodyMessage: 'The replay speed must be between 1 and 20.',
})
