// Which of the API's team-application routes the browser may reach through the site, by method: the club's
// routes (the link's uuid is the key, no account) and the staff's (the signed-in account's token). Anything
// else is not forwarded, so these doors open to these routes and no other.

export type DoorMethod = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE'

export type Door = {
  /** The API path prefix after /v2/website/. */
  prefix: 'applications' | 'staff'
  /** Path templates after the prefix; `{…}` is any one safe segment. */
  routes: Readonly<Partial<Record<DoorMethod, readonly string[]>>>
  /** Whether the signed-in account's token goes with the request. */
  signedIn: boolean
  /** Routes whose bodies may be larger than the site's small JSON limit, in bytes. */
  bodyLimits?: Readonly<Record<string, number>>
}

/** A club's or a document's upload (a crest or a PDF of at most 10 MB, contract/uploads.ts) and its framing. */
export const uploadLimitBytes = 10 * 1024 * 1024 + 64 * 1024

export const clubDoor: Door = {
  prefix: 'applications',
  routes: {
    GET: ['{uuid}', '{uuid}/files/{file}'],
    PUT: ['{uuid}/sections/{section}'],
    POST: ['{uuid}/submit', '{uuid}/withdraw', '{uuid}/files'],
    DELETE: [],
  },
  signedIn: false,
  bodyLimits: { '{uuid}/files': uploadLimitBytes },
}

/** A news save: six languages of at most 200,000 characters, up to 3 bytes each in UTF-8, and the rest. */
export const newsBodyLimitBytes = 6 * 200_000 * 3 + 64 * 1024

/** A staff photo may be 20 MB (contract/uploads.ts); the multipart wrapping adds a little. */
export const staffUploadLimitBytes = 20 * 1024 * 1024 + 64 * 1024

/** A crest or a headshot (5 MB, contract/uploads.ts) and its multipart framing. */
export const staffImageLimitBytes = 5 * 1024 * 1024 + 64 * 1024

export const staffDoor: Door = {
  prefix: 'staff',
  routes: {
    GET: [
      'applications',
      'applications/{uuid}',
      'applications/{uuid}/comparison',
      'files/{file}',
      'media/clubs',
      'media/players',
      'news',
      'news/{news}',
      'galleries',
      'galleries/{id}',
    ],
    PUT: [
      'clubs/{club}/crest',
      'players/{player}/headshot',
      'news/{news}',
      'games/{game}/video',
      'galleries/{id}/photo-order',
    ],
    POST: [
      'applications',
      'applications/{uuid}/revoke',
      'applications/{uuid}/request-changes',
      'applications/{uuid}/reject',
      'applications/{uuid}/approve',
      'news',
      'uploads',
      'documents',
      'documents/{id}/versions',
      'galleries',
      'galleries/{id}/publish',
      'galleries/{id}/unpublish',
      'galleries/{id}/photos',
    ],
    PATCH: ['documents/{id}', 'galleries/{id}', 'galleries/{id}/photos/{photo}'],
    DELETE: [
      'clubs/{club}/crest',
      'players/{player}/headshot',
      'news/{news}',
      'documents/{id}',
      'games/{game}/video',
      'galleries/{id}',
      'galleries/{id}/photos/{photo}',
    ],
  },
  signedIn: true,
  // An article may have 200,000 characters of text and markup in each of the league's six languages.
  bodyLimits: {
    news: newsBodyLimitBytes,
    'news/{news}': newsBodyLimitBytes,
    uploads: staffUploadLimitBytes,
    // A crest or a headshot: an image of at most 5 MB, with its multipart framing.
    'clubs/{club}/crest': staffImageLimitBytes,
    'players/{player}/headshot': staffImageLimitBytes,
    // A document's PDF (10 MB), bounded like the club's upload.
    documents: uploadLimitBytes,
    'documents/{id}/versions': uploadLimitBytes,
  },
}

function isSafeSegment(value: string): boolean {
  return value !== '' && value !== '.' && value !== '..' && !value.includes('/') && !value.includes('\\')
}

/** The route template the segments match for the method, if any. */
export function matchedRoute(door: Door, method: DoorMethod, segments: readonly string[]): string | undefined {
  if (!segments.every(isSafeSegment)) {
    return undefined
  }
  return (door.routes[method] ?? []).find((route) => {
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
