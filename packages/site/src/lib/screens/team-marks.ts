// The venue screens, the broadcast graphics and the player pages know teams by their code (the live game's
// `home.id`); each club's mark comes from the league's clubs list by code: its crest at the site's address and
// its colours (from its approved team application), so a club wears its own crest, or its code in a badge of
// its own colours, wherever the kit draws its mark, and the league's colours stand in without either.
import type { ClubColours } from '@league/ui/components/club-header/team-mark'

/** The kit mark props of one club: only what it has. */
export type TeamMarkLook = { logoUrl?: string; colours?: ClubColours }

/** Each club's mark by team code (ZAD); a club with neither crest nor colours is left out. */
export type TeamMarksByCode = Readonly<Record<string, TeamMarkLook>>

/**
 * The `logoUrl` and `colours` props of a kit mark for the team with this code: empty when the club has neither.
 * @example markOf({ ZAD: { logoUrl: '/api/crests/zadar?v=1' } }, 'ZAD') //=> { logoUrl: '/api/crests/zadar?v=1' }
 */
export function markOf(marks: TeamMarksByCode | undefined, code: string): TeamMarkLook {
  return marks?.[code] ?? {}
}
