// The facts a match report tells, taken from one game's box score and play-by-play. Nothing here is
// invented: every number is read or summed from the data.

export type ScorerFacts = {
  playerSourceId: number
  name: string
  points: number
  rebounds: number
  assists: number
}

export type RunFacts = {
  /** Points the team scored while the opponent scored none. */
  points: number
  teamName: string
  /** Period the run started in and ended in (1–4 quarters, 5+ overtimes). */
  startPeriod: number
  endPeriod: number
  /** Running score (home–away) before the run's first basket and after its last. */
  fromScore: [number, number]
  toScore: [number, number]
}

export type MatchFacts = {
  homeName: string
  awayName: string
  homeScore: number
  awayScore: number
  winnerName: string
  loserName: string
  winnerScore: number
  loserScore: number
  margin: number
  winnerIsHome: boolean
  phase: 'regular-season' | 'quarterfinal' | 'semifinal' | 'final'
  /** Regular season: round; play-offs: game number within the series. */
  round: number
  overtimes: number
  homeTopScorer: ScorerFacts | null
  awayTopScorer: ScorerFacts | null
  /** The winner's longest unanswered run, when the play-by-play has one. */
  decisiveRun: RunFacts | null
}

export type ScoringEvent = { period: number; homeScore: number; awayScore: number }

/**
 * The longest stretch in which one side scored and the other did not, from running scores in play order.
 * Ties keep the earlier run.
 *
 * @example
 * longestRun([{ period: 1, homeScore: 2, awayScore: 0 }, { period: 1, homeScore: 5, awayScore: 0 },
 *             { period: 1, homeScore: 5, awayScore: 2 }], 'home')
 * //=> { points: 5, startPeriod: 1, endPeriod: 1, fromScore: [0, 0], toScore: [5, 0] }
 */
export function longestRun(events: readonly ScoringEvent[], side: 'home' | 'away'): Omit<RunFacts, 'teamName'> | null {
  let best: Omit<RunFacts, 'teamName'> | null = null
  let current: Omit<RunFacts, 'teamName'> | null = null
  let previous: [number, number] = [0, 0]
  for (const event of events) {
    const homeDelta = event.homeScore - previous[0]
    const awayDelta = event.awayScore - previous[1]
    if (homeDelta === 0 && awayDelta === 0) {
      continue
    }
    const ownDelta = side === 'home' ? homeDelta : awayDelta
    const otherDelta = side === 'home' ? awayDelta : homeDelta
    if (otherDelta > 0) {
      current = null
    } else if (ownDelta > 0) {
      current ??= {
        points: 0,
        startPeriod: event.period,
        endPeriod: event.period,
        fromScore: previous,
        toScore: previous,
      }
      current = {
        ...current,
        points: current.points + ownDelta,
        endPeriod: event.period,
        toScore: [event.homeScore, event.awayScore],
      }
      if (best === null || current.points > best.points) {
        best = current
      }
    }
    previous = [event.homeScore, event.awayScore]
  }
  return best
}
