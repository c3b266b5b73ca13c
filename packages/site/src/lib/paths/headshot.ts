// Where the site shows a player's headshot: the API answers its own path
// (`/v2/website/players/{player}/headshot?v=…`), which the browser cannot ask the API for (the API knows the
// site by its Origin); the site's door /api/headshots/{player} forwards it, keeping the version so the
// year-long cache stays safe. As crests do (crest.ts).
import type { PublicFilePath } from '@league/api/contract/reads'

const headshotTemplate: PublicFilePath = '/v2/website/players/{player}/headshot'
const headshotPathPattern = /^\/v2\/website\/players\/([^/?#]+)\/headshot(\?v=[\w-]+)?$/

/**
 * The site address of a headshot the API names; undefined when there is none (or the API named something else).
 *
 * @example
 * siteHeadshotUrl('/v2/website/players/luka-bozic/headshot?v=0b6f3a4e') //=> '/api/headshots/luka-bozic?v=0b6f3a4e'
 * siteHeadshotUrl(null) //=> undefined
 */
export function siteHeadshotUrl(headshotUrl: string | null | undefined): string | undefined {
  const match = headshotUrl == null ? null : headshotPathPattern.exec(headshotUrl)
  if (match === null) {
    return undefined
  }
  return `/api/headshots/${match[1]}${match[2] ?? ''}`
}

/** The API path of a player's headshot, for the door to forward to. */
export const headshotApiPath = (player: string) => headshotTemplate.replace('{player}', encodeURIComponent(player))
