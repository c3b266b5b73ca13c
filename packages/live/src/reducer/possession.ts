/**
 * The possession arrow (FIBA Art. 12): set by the opening jump ball, turned by each later jump-ball situation.
 */
import type { LiveGameState } from '../state.ts'
import type { EventOf } from './event-handler.ts'
import { otherSide, requirePeriodOn, teamOf } from './lookups.ts'
import { LiveRuleError } from './rule-error.ts'

/** The opening jump ball: the arrow points to the team that did not gain control (Art. 12.3). */
export function recordJumpBall(state: LiveGameState, event: EventOf<'jump_ball'>): void {
  requirePeriodOn(state, 'A jump ball')
  if (state.possessionArrow !== null) {
    throw new LiveRuleError(
      'arrow-set',
      'The possession arrow is already set: a later jump-ball situation is a held ball (alternating possession).',
    )
  }
  state.possessionArrow = otherSide(teamOf(state, event.teamId).side)
}

/** A held or lodged ball: the throw-in goes to the arrow's team, and the arrow turns (Art. 12.4, 12.5). */
export function recordHeldBall(state: LiveGameState): void {
  requirePeriodOn(state, 'A held ball')
  if (state.possessionArrow === null) {
    throw new LiveRuleError(
      'no-arrow',
      'The possession arrow is not set yet: record the jump ball that decides it (FIBA Art. 12.3).',
    )
  }
  state.possessionArrow = otherSide(state.possessionArrow)
}
