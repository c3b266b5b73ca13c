import { LiveEventRequestSchema } from '@league/api/contract/live'
import { fillApiPath, UnsafePathParameterError } from '@/lib/paths/api-paths'
import { errorAnswer, sendAsOperator, refuseCrossOrigin } from '@/lib/operator/operator-api'
import { readJsonBody } from '@/lib/server/request-body'

// POST /api/operator/games/{game}/events: one event of the console's queue, with its idempotency key and
// expected sequence, forwarded to POST /v2/live/games/{game}/events as the signed-in operator.
export async function POST(request: Request, { params }: { params: Promise<{ game: string }> }) {
  const refused = await refuseCrossOrigin(request)
  if (refused) {
    return refused
  }
  const body = await readJsonBody(request)
  if ('tooLarge' in body) {
    return body.tooLarge
  }
  const parsed = LiveEventRequestSchema.safeParse(body.json)
  if (!parsed.success) {
    return errorAnswer(400, 'invalid_body', 'This event is not one the live API knows.')
  }
  try {
    return await sendAsOperator(
      'POST',
      fillApiPath('/v2/live/games/{game}/events', { game: (await params).game }),
      parsed.data,
    )
  } catch (error) {
    if (error instanceof UnsafePathParameterError) {
      return errorAnswer(404, 'not_found', 'No such game.')
    }
    throw error
  }
}
