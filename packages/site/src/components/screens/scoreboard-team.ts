import type { LiveGameState } from '@league/live/state'
import type { ScoreboardTeam } from '@league/ui/components/scoreboard/scoreboard'
import { markOf, type TeamMarksByCode } from '@/lib/screens/team-marks'

/**
 * One side of a live game as the kit's scoreboard shows it on every screen: the club's crest, or its code in a
 * badge of its colours, when the API gives them; the team fouls of the period (the kit marks the bonus on the
 * other side: see lib/live/bonus.ts) and the timeouts left.
 */
export function scoreboardTeamOf(state: LiveGameState, side: 'home' | 'away', marks: TeamMarksByCode | undefined) {
  const team = state[side]
  return {
    name: team.name,
    shortName: team.id,
    ...markOf(marks, team.id),
    score: team.score,
    fouls: team.teamFoulsForPenalty,
    timeoutsLeft: team.timeoutsLeft,
  } satisfies ScoreboardTeam
}
