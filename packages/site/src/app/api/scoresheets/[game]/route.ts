import { cookies } from 'next/headers'
import { fillApiPath, UnsafePathParameterError } from '@/lib/paths/api-paths'
import { errorAnswer } from '@/lib/operator/operator-api'
import { apiBaseUrl, authCookieName } from '@/lib/server/site-config'
import { forwardedForVisitor, requestOrigin } from '@/lib/server/server-api'

// GET /api/scoresheets/{game}: the game's FIBA scoresheet (PDF) for the signed-in staff or operator, with the
// token from the HttpOnly cookie; the API checks the role and answers 409 before the game has ended.
export async function GET(_request: Request, { params }: { params: Promise<{ game: string }> }) {
  let apiPath: string
  try {
    apiPath = fillApiPath('/v2/live/games/{game}/scoresheet', { game: (await params).game })
  } catch (error) {
    if (error instanceof UnsafePathParameterError) {
      return errorAnswer(404, 'not_found', 'No such game.')
    }
    throw error
  }
  const token = (await cookies()).get(authCookieName)?.value
  if (!token) {
    return errorAnswer(401, 'unauthenticated', 'Sign in to download the scoresheet.')
  }
  const response = await fetch(new URL(apiPath.slice(1), `${apiBaseUrl}/`), {
    headers: {
      ...(await forwardedForVisitor()),
      accept: 'application/pdf',
      origin: await requestOrigin(),
      authorization: `Bearer ${token}`,
    },
    cache: 'no-store',
  })
  const headers = new Headers({ 'cache-control': 'private, no-store' })
  for (const name of ['content-type', 'content-disposition', 'content-length']) {
    const value = response.headers.get(name)
    if (value) {
      headers.set(name, value)
    }
  }
  return new Response(response.body, { status: response.status, headers })
}
