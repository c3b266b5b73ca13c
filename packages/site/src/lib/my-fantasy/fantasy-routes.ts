// Which of the API's fantasy routes for the signed-in fan the browser may reach through the site, by method.
// The squad builder's SWR keys and writes are these same API paths under /api, so a key names its resource.

export type FantasyMethod = 'GET' | 'POST' | 'PUT'

/** Path templates after /v2/website/user/fantasy/, one segment per part; `{…}` is any one safe segment. */
const routes: Readonly<Record<FantasyMethod, readonly string[]>> = {
  GET: [
    '{season}/{league}/squads',
    'squads/{squad}',
    'squads/{squad}/leagues',
    'squads/{squad}/rounds',
    'squads/{squad}/rounds/{round}',
    'leagues/{league}',
  ],
  POST: ['{season}/{league}/squads', 'squads/{squad}/transfers', 'squads/{squad}/chips', 'leagues', 'leagues/join'],
  PUT: ['squads/{squad}'],
}

function isSafeSegment(value: string): boolean {
  return value !== '' && value !== '.' && value !== '..' && !value.includes('/') && !value.includes('\\')
}

/**
 * The API path for the segments after /api/v2/website/user/fantasy/ when the method may reach it; undefined for
 * anything else, so the door opens to these routes and no other.
 *
 * @example fantasyApiPath('PUT', ['squads', '12']) //=> '/v2/website/user/fantasy/squads/12'
 * @example fantasyApiPath('PUT', ['leagues', '3']) //=> undefined
 */
export function fantasyApiPath(method: FantasyMethod, segments: readonly string[]): string | undefined {
  if (!segments.every(isSafeSegment)) {
    return undefined
  }
  const matches = routes[method].some((route) => {
    const parts = route.split('/')
    return (
      parts.length === segments.length &&
      parts.every((part, index) => (part.startsWith('{') ? true : part === segments[index]))
    )
  })
  return matches ? `/v2/website/user/fantasy/${segments.map(encodeURIComponent).join('/')}` : undefined
}

/** The site's address of an API fantasy path: what the browser fetches and what SWR keys on. */
export function siteFantasyPath(apiPath: string): string {
  return `/api${apiPath}`
}
