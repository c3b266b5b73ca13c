// Which of the API's team-application routes the browser may reach through the site, by method: the club's
// routes (the link's uuid is the key, no account) and the staff's (the signed-in account's token). Anything
// else is not forwarded, so these doors open to these routes and no other.

export type DoorMethod = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE'

export type Door = {
  /** The API path prefix after /v2/website/. */
  prefix: 'applications' | 'staff'
  /** Path templates after the prefix; `{…}` is any one safe segment. */
  routes: Readonly<Record<DoorMethod, readonly string[]>>
  /** Whether the signed-in account's token goes with the request. */
  signedIn: boolean
}

export const clubDoor: Door = {
  prefix: 'applications',
  routes: {
    GET: ['{uuid}', '{uuid}/files/{file}'],
    PUT: ['{uuid}/sections/{section}'],
    POST: ['{uuid}/submit', '{uuid}/withdraw', '{uuid}/files'],
    PATCH: [],
    DELETE: [],
  },
  signedIn: false,
}

export const staffDoor: Door = {
  prefix: 'staff',
  routes: {
    GET: [
      'applications',
      'applications/{uuid}',
      'applications/{uuid}/comparison',
      'files/{file}',
      'galleries',
      'galleries/{id}',
    ],
    PUT: ['galleries/{id}/photo-order'],
    POST: [
      'applications',
      'applications/{uuid}/revoke',
      'applications/{uuid}/request-changes',
      'applications/{uuid}/reject',
      'applications/{uuid}/approve',
      'uploads',
      'galleries',
      'galleries/{id}/publish',
      'galleries/{id}/unpublish',
      'galleries/{id}/photos',
    ],
    PATCH: ['galleries/{id}', 'galleries/{id}/photos/{photo}'],
    DELETE: ['galleries/{id}', 'galleries/{id}/photos/{photo}'],
  },
  signedIn: true,
}

/** The one upload route, whose body is a file (multipart) rather than a small JSON body. */
export const uploadRoute = '{uuid}/files'

/** The staff's upload route (photos, up to 20 MB). */
export const staffUploadRoute = 'uploads'

function isSafeSegment(value: string): boolean {
  return value !== '' && value !== '.' && value !== '..' && !value.includes('/') && !value.includes('\\')
}

/** The route template the segments match for the method, if any. */
export function matchedRoute(door: Door, method: DoorMethod, segments: readonly string[]): string | undefined {
  if (!segments.every(isSafeSegment)) {
    return undefined
  }
  return door.routes[method].find((route) => {
    const parts = route.split('/')
    return (
      parts.length === segments.length &&
      parts.every((part, index) => (part.startsWith('{') ? true : part === segments[index]))
    )
  })
}

/**
 * The API path for the segments after /api/v2/website/{prefix}/, or undefined when the door does not open.
 *
 * @example doorApiPath(clubDoor, 'PUT', ['b6f…', 'sections', 'squad']) //=> '/v2/website/applications/b6f…/sections/squad'
 * @example doorApiPath(staffDoor, 'POST', ['audit']) //=> undefined
 */
export function doorApiPath(door: Door, method: DoorMethod, segments: readonly string[]): string | undefined {
  return matchedRoute(door, method, segments) === undefined
    ? undefined
    : `/v2/website/${door.prefix}/${segments.map(encodeURIComponent).join('/')}`
}
