// The console's write doors (/api/operator/games/{game}/…) share one shape: same origin only, a bounded JSON
// body checked against the API's contract, the game's API path filled safely, and the write sent with the
// operator's token. Each door only says which API path, which schema and which words for a wrong body.
import type { z } from 'zod'
import { fillApiPath, UnsafePathParameterError } from '../paths/api-paths'
import { readJsonBody } from '../server/request-body'
import { errorAnswer, refuseCrossOrigin, sendAsOperator } from './operator-api'

type GameWritePath = '/v2/live/games/{game}/events' | '/v2/live/games/{game}/replay' | '/v2/live/games/{game}/screens'

/** `ApiBody` is what the API path takes: the checked body itself, unless `apiBody` makes another of it. */
export interface GameWriteDoor<Body, ApiBody = Body> {
  method: 'POST' | 'PUT'
  apiPath: GameWritePath
  schema: z.ZodType<Body>
  /** Said to the console when the body does not fit the schema. */
  invalidBodyMessage: string
  /** What goes to the API, when the door changes the body first (the cue becomes a whole screens directive). */
  apiBody?: (body: Body, apiPath: string) => Promise<ApiBody>
  /** Errors of `apiBody` that mean the game does not exist. */
  isMissingGame?: (error: unknown) => boolean
}

type GameRouteContext = { params: Promise<{ game: string }> }

/** A Next.js route handler forwarding one operator write on a game to the live API. */
export function gameWriteRoute<Body, ApiBody = Body>(door: GameWriteDoor<Body, ApiBody>) {
  return async function handle(request: Request, { params }: GameRouteContext): Promise<Response> {
    const refused = await refuseCrossOrigin(request)
    if (refused) {
      return refused
    }
    const body = await readJsonBody(request)
    if ('tooLarge' in body) {
      return body.tooLarge
    }
    const parsed = door.schema.safeParse(body.json)
    if (!parsed.success) {
      return errorAnswer(400, 'invalid_body', door.invalidBodyMessage)
    }
    try {
      const apiPath = fillApiPath(door.apiPath, { game: (await params).game })
      const apiBody: ApiBody | Body = door.apiBody ? await door.apiBody(parsed.data, apiPath) : parsed.data
      return await sendAsOperator(door.method, apiPath, apiBody)
    } catch (error) {
      if (error instanceof UnsafePathParameterError || door.isMissingGame?.(error)) {
        return errorAnswer(404, 'not_found', 'No such game.')
      }
      throw error
    }
  }
}
