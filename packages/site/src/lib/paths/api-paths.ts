// Which API paths the site may ask for, and how a value becomes part of one. Page reads and the browser's
// /api door both go through here, so a slug such as ".." or "a/b" can never walk to another API route.
import { publicReads, type PublicReadPath } from '@league/api/contract/reads'
import { fillPath } from '@league/api/fetch-client'

/** A path parameter that cannot be one segment of an API path (empty, "." or ".."). */
export class UnsafePathParameterError extends Error {
  override name = 'UnsafePathParameterError'
}

function isSafeSegment(value: string): boolean {
  return value !== '' && value !== '.' && value !== '..' && !value.includes('/') && !value.includes('\\')
}

/**
 * An OpenAPI path template filled with encoded values; a value that could leave its segment is refused.
 *
 * @example
 * fillApiPath('/v2/website/games/{game}/flow', { game: '22-6' }) //=> '/v2/website/games/22-6/flow'
 * fillApiPath('/v2/website/games/{game}/flow', { game: '..' }) // throws UnsafePathParameterError
 */
export function fillApiPath(template: string, parameters: Readonly<Record<string, string>>): string {
  for (const [name, value] of Object.entries(parameters)) {
    if (template.includes(`{${name}}`) && !isSafeSegment(value)) {
      throw new UnsafePathParameterError(`${template}: {${name}} cannot be ${JSON.stringify(value)}`)
    }
  }
  return fillPath(template, parameters)
}

/** The signed-in user's own routes the browser reaches through /api (the token comes from the cookie). */
const userPaths = ['/v2/website/user', '/v2/website/user/follows'] as const

/**
 * The user's own writes the browser may send through /api (follow and unfollow, this browser's push token,
 * "sign out everywhere", reading and accepting a role invitation); nothing else is written.
 */
export const userWritePaths: Readonly<Record<string, readonly ('POST' | 'DELETE')[]>> = {
  '/v2/website/user/follows': ['POST', 'DELETE'],
  '/v2/website/user/store-fcm': ['POST'],
  '/v2/website/user/sessions/end-all': ['POST'],
  '/v2/website/user/invitations/show': ['POST'],
  '/v2/website/user/invitations/accept': ['POST'],
}

const forwardedTemplates: readonly string[][] = [...(Object.keys(publicReads) as PublicReadPath[]), ...userPaths].map(
  (template) => template.split('/').slice(1),
)

/**
 * The API path for the segments after /api/ (as Next decodes them), when it is a public read of the contract
 * or one of the user's routes; undefined for anything else, so the door opens to nothing more.
 *
 * @example
 * forwardedApiPath(['v2', 'website', 'games', '22-6']) //=> '/v2/website/games/22-6'
 * forwardedApiPath(['v2', 'website', 'admin']) //=> undefined
 */
export function forwardedApiPath(segments: readonly string[]): string | undefined {
  if (!segments.every(isSafeSegment)) {
    return undefined
  }
  const matches = forwardedTemplates.some(
    (template) =>
      template.length === segments.length &&
      template.every((part, index) => part.startsWith('{') || part === segments[index]),
  )
  return matches ? `/${segments.map(encodeURIComponent).join('/')}` : undefined
}
