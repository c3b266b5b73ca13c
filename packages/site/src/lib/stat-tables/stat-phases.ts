// Which games a table's averages are over. The league's leaders count the regular season (the ABA's rules),
// so every table of averages says its phase and opens on the regular season: a player's points per game
// then read the same on the leaders page, the player statistics and the player and team pages.

export const statPhases = ['regular-season', 'playoffs'] as const
export type StatPhase = (typeof statPhases)[number]

/**
 * The phase a page's `?phase=` names; anything else (absent, repeated, unknown) is the regular season.
 *
 * @example
 * statPhaseOf('playoffs') //=> 'playoffs'
 * statPhaseOf(undefined) //=> 'regular-season'
 */
export function statPhaseOf(value: string | string[] | undefined): StatPhase {
  return statPhases.find((phase) => phase === value) ?? 'regular-season'
}

/**
 * The query string of a table's view: its phase and mode, each left out at its default, so the default view
 * has one address.
 *
 * @example
 * statViewQuery('playoffs', 'totals') //=> '?phase=playoffs&mode=totals'
 * statViewQuery('regular-season', 'per-game') //=> ''
 */
export function statViewQuery(phase: StatPhase, mode: string): string {
  const parameters = new URLSearchParams()
  if (phase !== 'regular-season') {
    parameters.set('phase', phase)
  }
  if (mode !== 'per-game') {
    parameters.set('mode', mode)
  }
  const query = parameters.toString()
  return query === '' ? '' : `?${query}`
}
