// The venue screens and the broadcast overlay know teams by their code (the live game's `home.id`); their
// crests come from the league's clubs list, as site addresses by code, so a club's crest shows wherever the
// kit draws its mark and its initials stand in without one.

/** Site crest addresses (/api/crests/{club}?v=…) by team code. */
export type CrestsByCode = Readonly<Record<string, string>>

/**
 * The `logoUrl` prop of a kit mark for the team with this code: empty when it has no crest.
 * @example logoOf({ ZAD: '/api/crests/zadar?v=1' }, 'ZAD') //=> { logoUrl: '/api/crests/zadar?v=1' }
 */
export function logoOf(crests: CrestsByCode | undefined, code: string): { logoUrl?: string } {
  const url = crests?.[code]
  return url === undefined ? {} : { logoUrl: url }
}
