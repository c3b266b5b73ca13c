// How a statistics table counts its figures. The page's mode switch, the table's read and its CSV route all
// take the mode from here, so the server read needs nothing from the component that draws the switch.

export const statModes = ['per-game', 'totals', 'per-40'] as const
export type StatMode = (typeof statModes)[number]

/**
 * The mode a page's `?mode=` names; anything else (absent, repeated, unknown) is per game, the default view.
 *
 * @example
 * statModeOf('totals') //=> 'totals'
 * statModeOf(undefined) //=> 'per-game'
 */
export function statModeOf(value: string | string[] | undefined): StatMode {
  return statModes.find((mode) => mode === value) ?? 'per-game'
}
