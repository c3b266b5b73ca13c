/**
 * The head coach's fouls. FIBA charges a foul without a player to the head coach: "C" for his own technical,
 * "B" for a technical of his bench (an assistant, a substitute's unsportsmanlike behaviour on the bench, a
 * follower) and for each disqualification of one of them. Two "C", or three technicals with "B" among them,
 * disqualify him (Art. 36.3.2), as his own disqualifying foul does (Art. 38). The first assistant then takes
 * over (Art. 7.6), and the counting starts again for him.
 */
import type { FoulKind, FoulOffender } from '../events.ts'
import type { LiveTeam } from '../state.ts'

export type CoachFouls = LiveTeam['coachFouls']

/** Two "C" technicals disqualify the head coach (Art. 36.3.2). */
export const COACH_TECHNICALS_TO_DISQUALIFY = 2
/** Three technicals, "B" among them, disqualify the head coach (Art. 36.3.2). */
export const COACH_AND_BENCH_TECHNICALS_TO_DISQUALIFY = 3

/**
 * The coach's counts after one more foul charged to `offender`, and whether it disqualified the head coach.
 *
 * @example
 * chargeCoachFoul({ coach: 1, bench: 0, disqualified: 0 }, 'coach', 'technical')
 * //=> { fouls: { coach: 0, bench: 0, disqualified: 1 }, disqualified: true }
 * chargeCoachFoul({ coach: 1, bench: 1, disqualified: 0 }, 'bench', 'technical')
 * //=> { fouls: { coach: 0, bench: 0, disqualified: 1 }, disqualified: true }
 */
export function chargeCoachFoul(
  fouls: CoachFouls,
  offender: FoulOffender,
  kind: Extract<FoulKind, 'technical' | 'disqualifying'>,
): { fouls: CoachFouls; disqualified: boolean } {
  const coach = fouls.coach + (offender === 'coach' && kind === 'technical' ? 1 : 0)
  const bench = fouls.bench + (offender === 'bench' ? 1 : 0)
  const disqualified =
    (offender === 'coach' && kind === 'disqualifying') ||
    coach >= COACH_TECHNICALS_TO_DISQUALIFY ||
    coach + bench >= COACH_AND_BENCH_TECHNICALS_TO_DISQUALIFY
  if (disqualified) {
    return { fouls: { coach: 0, bench: 0, disqualified: fouls.disqualified + 1 }, disqualified }
  }
  return { fouls: { coach, bench, disqualified: fouls.disqualified }, disqualified }
}
