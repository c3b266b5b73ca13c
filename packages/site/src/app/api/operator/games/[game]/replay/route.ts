import { z } from 'zod'
import { fillApiPath, UnsafePathParameterError } from '@/lib/paths/api-paths'
import { errorAnswer, jsonBodyOf, sendAsOperator, refuseCrossOrigin } from '@/lib/operator/operator-api'

const ReplayRequestSchema = z.object({ speed: z.number().min(1).max(20) })

// POST /api/operator/games/{game}/replay: replays a real game's play-by-play on the live streams, as the
// signed-in operator (POST /v2/live/games/{game}/replay).
export async function POST(request: Request, { params }: { params: Promise<{ game: string }> }) {
  const refused = await refuseCrossOrigin(request)
  if (refused) {
    return refused
  }
  const parsed = ReplayRequestSchema.safeParse(await jsonBodyOf(request))
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
