// Where the site shows a club's crest: the API answers its own path (`/v2/website/clubs/{club}/crest?v=…`),
// which the browser cannot ask the API for (the API knows the site by its Origin); the site's door
// /api/crests/{club} forwards it, keeping the version so the year-long cache stays safe.
import type { PublicFilePath } from '@league/api/contract/reads'

const crestTemplate: PublicFilePath = '/v2/website/clubs/{club}/crest'
const crestPathPattern = /^\/v2\/website\/clubs\/([^/?#]+)\/crest(\?v=[\w-]+)?$/

/**
 * The site address of a crest the API names; undefined when there is none (or the API named something else).
 *
 * @example
 * siteCrestUrl('/v2/website/clubs/vojvodina/crest?v=0b6f3a4e') //=> '/api/crests/vojvodina?v=0b6f3a4e'
 * siteCrestUrl(null) //=> undefined
 */
export function siteCrestUrl(crestUrl: string | null | undefined): string | undefined {
  const match = crestUrl == null ? null : crestPathPattern.exec(crestUrl)
  if (match === null) {
    return undefined
  }
  return `/api/crests/${match[1]}${match[2] ?? ''}`
}

/** The API path of a club's crest, for the door to forward to. */
export const crestApiPath = (club: string) => crestTemplate.replace('{club}', encodeURIComponent(club))

/** A club's look as the API names it on a team: the crest's API path and the club's colours. */
export type TeamLook = {
  crestUrl?: string | null | undefined
  colours?: { primary: string; secondary: string } | null | undefined
}

/**
 * The kit's mark props of a team the API names: its crest at the site's address and its club's colours (the
 * badge of a club without a crest wears them).
 *
 * @example
 * teamMarkOf({ crestUrl: '/v2/website/clubs/zadar/crest?v=0b6f3a4e', colours: null })
 * //=> { logoUrl: '/api/crests/zadar?v=0b6f3a4e' }
 */
export function teamMarkOf(team: TeamLook): {
  logoUrl?: string
  colours?: { primary: string; secondary: string }
} {
  const logoUrl = siteCrestUrl(team.crestUrl)
  // Only what the club has: a team without a look maps to the same props as before clubs had one.
  return {
    ...(logoUrl === undefined ? {} : { logoUrl }),
    ...(team.colours ? { colours: team.colours } : {}),
  }
}
