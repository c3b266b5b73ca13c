// The one rule every live view uses to show "Bonus" (the operator console, the arena scoreboard, the broadcast
// score bug): FIBA Art. 41 puts a team in the team-foul penalty once it has committed four team fouls in a
// period; from then on each further foul gives the OTHER team free throws. That other team is "in the bonus",
// and the word goes on its side, the side of the team that shoots. The kit's Scoreboard applies the same rule
// from the team fouls it is given (`bonusFouls`, four by default).
import type { LiveGameState } from '@league/live/state'

export type Side = 'home' | 'away'

const otherSide = { home: 'away', away: 'home' } as const satisfies Record<Side, Side>

/**
 * Whether `side` shoots free throws on the next foul against it: its opponent has reached the penalty
 * (`inPenalty`, four team fouls in the period, overtimes counting with the fourth period).
 *
 * @example
 * // Away has committed 4 team fouls in the period: home is in the bonus, away is not.
 * inBonus({ home: { inPenalty: false }, away: { inPenalty: true } }, 'home') //=> true
 */
export function inBonus(state: Record<Side, Pick<LiveGameState['home'], 'inPenalty'>>, side: Side): boolean {
  return state[otherSide[side]].inPenalty
}
