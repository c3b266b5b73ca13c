import type { LiveGameState } from '@league/live/state'
import type { ScoreboardTeam } from '@league/ui/components/scoreboard/scoreboard'
import { logoOf, type CrestsByCode } from '@/lib/screens/crests'

/**
 * One side of a live game as the kit's scoreboard shows it on every screen: the club's crest when the API gives
 * one, the team fouls of the period (the kit marks the bonus on the other side: see lib/live/bonus.ts) and the
 * timeouts left.
 */
export function scoreboardTeamOf(state: LiveGameState, side: 'home' | 'away', crests: CrestsByCode | undefined) {
  const team = state[side]
  return {
    name: team.name,
    shortName: team.id,
    ...logoOf(crests, team.id),
    score: team.score,
    fouls: team.teamFoulsForPenalty,
    timeoutsLeft: team.timeoutsLeft,
  } satisfies ScoreboardTeam
}
