'use client'

import type { LiveGameState } from '@league/live/state'
import { Scoreboard, type ScoreboardProps } from '@league/ui/components/scoreboard/scoreboard'
import type { ScreenClocks } from '@/lib/live/follow-game'
import type { TeamMarksByCode } from '@/lib/screens/team-marks'
import type { ScreenLabels } from '@/lib/screens/screen-labels'
import { scoreboardTeamOf } from './scoreboard-team'

export type LiveScoreboardProps = Omit<ScoreboardProps, 'home' | 'away' | 'period' | 'clockMs' | 'labels'> & {
  state: LiveGameState
  clocks: ScreenClocks
  marks: TeamMarksByCode | undefined
  labels: ScreenLabels
}

/**
 * The score and the game clock of a followed game in the kit's scoreboard, both teams with their crests or
 * colours, fouls and timeouts: the hall's scoreboard draws it full screen with the shot clock and the
 * possession arrow, the player-stats screen as the strip over its table, from the same state the same way.
 */
export function LiveScoreboard({ state, clocks, marks, labels, ...props }: LiveScoreboardProps) {
  return (
    <Scoreboard
      labels={labels.scoreboard}
      home={scoreboardTeamOf(state, 'home', marks)}
      away={scoreboardTeamOf(state, 'away', marks)}
      // Before tip-off the state's period is 0; the board shows the first quarter to come.
      period={Math.max(1, state.period)}
      clockMs={clocks.gameMs}
      {...props}
    />
  )
}
