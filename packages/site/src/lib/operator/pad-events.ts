// The pad's actions as events of the live catalogue (packages/live/README.md), read against the state the
// console knows: "end of period" names the current period, "undo" cancels the last event still standing.
import type { LiveEventRequest, LiveGameStateResponse } from '@league/api/contract/live'
import type { OperatorPadAction } from '@league/ui/components/operator-pad/operator-pad'

export type LiveEvent = LiveEventRequest['event']

/** The live event for a pad action; undefined for `undo` (see `undoEvent`). */
export function eventOfAction(
  action: OperatorPadAction,
  state: Pick<LiveGameStateResponse, 'period'>,
): LiveEvent | undefined {
  switch (action.kind) {
    case 'clock':
      return { type: action.running ? 'clock_start' : 'clock_stop' }
    case 'shot_clock':
      return { type: 'shot_clock_reset', seconds: action.seconds }
    case 'shot':
      return {
        type: 'shot',
        teamId: action.teamId,
        playerId: action.playerId,
        points: action.points,
        made: action.made,
      }
    case 'rebound':
      return {
        type: 'rebound',
        teamId: action.teamId,
        playerId: action.playerId,
        kind: action.offensive ? 'offensive' : 'defensive',
      }
    case 'foul':
      return { type: 'foul', teamId: action.teamId, playerId: action.playerId, kind: 'personal' }
    case 'assist':
    case 'steal':
    case 'turnover':
      return { type: action.kind, teamId: action.teamId, playerId: action.playerId }
    case 'timeout':
      return { type: 'timeout', teamId: action.teamId }
    case 'substitution':
      return { type: 'substitution', teamId: action.teamId, playerIn: action.playerIn, playerOut: action.playerOut }
    case 'period_end':
      return { type: 'period_end', period: state.period }
    case 'undo':
      return undefined
    default:
      return action satisfies never
  }
}

/**
 * The correction that cancels the last stored event not yet cancelled (corrections themselves are not
 * undone: undo twice cancels the two events before). Undefined when there is nothing to undo.
 */
export function undoEvent(state: Pick<LiveGameStateResponse, 'log' | 'cancelledSequences'>): LiveEvent | undefined {
  const cancelled = new Set(state.cancelledSequences)
  const last = state.log.findLast((logged) => logged.event.type !== 'correction' && !cancelled.has(logged.sequence))
  return last === undefined ? undefined : { type: 'correction', cancelsSequence: last.sequence, reason: 'undo' }
}
