import { ScreensDirectiveRequestSchema } from '@league/api/contract/screens'
import { fillApiPath, UnsafePathParameterError } from '@/lib/paths/api-paths'
import { errorAnswer, refuseCrossOrigin, sendAsOperator } from '@/lib/operator/operator-api'
import { readJsonBody } from '@/lib/server/request-body'

// PUT /api/operator/games/{game}/screens: what the broadcast and tv-stats screens show, as the signed-in
// operator (PUT /v2/live/games/{game}/screens).
export async function PUT(request: Request, { params }: { params: Promise<{ game: string }> }) {
  const refused = await refuseCrossOrigin(request)
  if (refused) {
    return refused
  }
  const body = await readJsonBody(request)
  if ('tooLarge' in body) {
    return body.tooLarge
  }
  const parsed = ScreensDirectiveRequestSchema.safeParse(body.json)
  if (!parsed.success) {
    return errorAnswer(400, 'invalid_body', 'Choose what the screens show: a lower third and a TV graphic.')
  }
  try {
    return await sendAsOperator(
      'PUT',
      fillApiPath('/v2/live/games/{game}/screens', { game: (await params).game }),
      parsed.data,
    )
  } catch (error) {
    if (error instanceof UnsafePathParameterError) {
      return errorAnswer(404, 'not_found', 'No such game.')
    }
    throw error
  }
}
