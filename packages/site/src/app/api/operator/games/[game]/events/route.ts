import { LiveEventRequestSchema } from '@league/api/contract/live'
import { gameWriteRoute } from '@/lib/operator/game-write-route'

// POST /api/operator/games/{game}/events: one event of the console's queue, with its idempotency key and
// expected sequence, forwarded to POST /v2/live/games/{game}/events as the signed-in operator.
export const POST = gameWriteRoute({
  method: 'POST',
  apiPath: '/v2/live/games/{game}/events',
  schema: LiveEventRequestSchema,
  invalidBodyMessage: 'This event is not one the live API knows.',
})
