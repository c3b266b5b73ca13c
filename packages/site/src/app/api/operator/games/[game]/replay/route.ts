import { z } from 'zod'
import { fillApiPath, UnsafePathParameterError } from '@/lib/paths/api-paths'
import { errorAnswer, sendAsOperator, refuseCrossOrigin } from '@/lib/operator/operator-api'
import { readJsonBody } from '@/lib/server/request-body'

const ReplayRequestSchema = z.object({ speed: z.number().min(1).max(20) })

// POST /api/operator/games/{game}/replay: replays a real game's play-by-play on the live streams, as the
// signed-in operator (POST /v2/live/games/{game}/replay).
export async function POST(request: Request, { params }: { params: Promise<{ game: string }> }) {
  const refused = await refuseCrossOrigin(request)
  if (refused) {
    return refused
  }
  const body = await readJsonBody(request)
  if ('tooLarge' in body) {
    return body.tooLarge
  }
  const parsed = ReplayRequestSchema.safeParse(body.json)
  if (!parsed.success) {
    return errorAnswer(400, 'invalid_body', 'The replay speed must be between 1 and 20.')
  }
  try {
    return await sendAsOperator(
      'POST',
      fillApiPath('/v2/live/games/{game}/replay', { game: (await params).game }),
      parsed.data,
    )
  } catch (error) {
    if (error instanceof UnsafePathParameterError) {
      return errorAnswer(404, 'not_found', 'No such game.')
    }
    throw error
  }
}
