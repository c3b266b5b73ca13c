// What every staff operation of the OpenAPI description shares: behind the bearer token, tagged as the
// staff area it belongs to, and answering 401 and 403 to a visitor without a staff session.
import { bearerSecurity, errorResponse } from '../../responses.ts'

/** The answers of every staff route to a visitor who is not signed in, or not staff of the client. */
export const staffErrors = {
  401: errorResponse('Not signed in'),
  403: errorResponse('The account is not staff of this client'),
}

/** The tags and security of a staff operation, spread into `createRoute({ ...staffOperation('News'), … })`. */
export function staffOperation(...tags: string[]) {
  return { tags, security: bearerSecurity }
}
