// The live game's flow for the kit's GameFlow chart: the score after every scoring play, placed on the game's
// timeline, so the team-statistics tab draws the margin as the events arrive (the final game draws the same
// chart from the imported score by minute).
import { FIBA_RULES } from '@league/live/rules'
import type { GameSetup } from '@league/live/setup'
import type { LiveGameState } from '@league/live/state'
import { elapsedSeconds, type PeriodLengths } from '@league/stats/game-flow'
import type { GameFlowProps } from '@league/ui/components/game-flow/game-flow'
import type { LivePlay } from './game-centre'

export type FlowPoint = GameFlowProps['points'][number]

/**
 * 0–0 at tip-off, then the score after each play that scored, at the seconds played when it happened (the
 * setup's period lengths; FIBA 600 s and 300 s in overtime). Empty before the first basket: no chart yet.
 *
 * @example
 * liveFlowPoints([{ period: 1, remainingMs: 570_000, points: 3, homeScore: 3, awayScore: 0, … }], setup)
 * //=> [{ elapsedSeconds: 0, homeScore: 0, awayScore: 0 }, { elapsedSeconds: 30, homeScore: 3, awayScore: 0 }]
 */
export function liveFlowPoints(
  plays: readonly LivePlay[],
  setup: Pick<GameSetup, 'periodSeconds' | 'overtimeSeconds'>,
): FlowPoint[] {
  const lengths: PeriodLengths = {
    regulationPeriods: FIBA_RULES.lastRegularPeriod,
    periodSeconds: setup.periodSeconds,
    overtimeSeconds: setup.overtimeSeconds,
  }
  const scoring = plays.filter((play) => play.points !== 0)
  if (scoring.length === 0) {
    return []
  }
  return [
    { elapsedSeconds: 0, homeScore: 0, awayScore: 0 },
    ...scoring.map((play) => ({
      elapsedSeconds: elapsedSeconds(play.period, play.remainingMs / 1000, lengths),
      homeScore: play.homeScore,
      awayScore: play.awayScore,
    })),
  ]
}

/**
 * The game time the live chart's line reaches: the seconds played at the clock's last reading (the chart follows
 * the events, so a running clock is not ticked on here). Undefined once the game is final (the whole game).
 *
 * @example
 * livePlayedSeconds({ phase: 'period', period: 2, gameClock: { remainingMs: 300_000, … }, setup }) //=> 900
 */
export function livePlayedSeconds(
  state: Pick<LiveGameState, 'phase' | 'period' | 'gameClock' | 'setup'>,
): number | undefined {
  if (state.phase === 'final') {
    return undefined
  }
  if (state.period < 1) {
    return 0
  }
  const lengths: PeriodLengths = {
    regulationPeriods: FIBA_RULES.lastRegularPeriod,
    periodSeconds: state.setup.periodSeconds,
    overtimeSeconds: state.setup.overtimeSeconds,
  }
  return elapsedSeconds(state.period, state.gameClock.remainingMs / 1000, lengths)
}
