/** The score at a moment of the game; elapsedSeconds counts from tip-off (2400 = end of regulation). */
export type FlowPoint = { elapsedSeconds: number; homeScore: number; awayScore: number }

export type Leader = 'home' | 'away'

export type FlowMoment = FlowPoint & { leader: Leader; margin: number }

export type FlowSummary = {
  /** Moments the other team took the lead (a tie in between does not count as a change by itself). */
  leadChanges: FlowMoment[]
  /** Times the score was level again after tip-off. */
  ties: number
  /** Each team's largest lead, first reached; null when the team never led. */
  largestLead: Record<Leader, FlowMoment | null>
}

function leaderOf(point: FlowPoint): Leader | null {
  if (point.homeScore === point.awayScore) {
    return null
  }
  return point.homeScore > point.awayScore ? 'home' : 'away'
}

/**
 * Lead changes, ties and largest leads of a game from its score after each scoring play.
 *
 * @example
 * summarizeFlow([{ elapsedSeconds: 0, homeScore: 0, awayScore: 0 }, { elapsedSeconds: 35, homeScore: 2, awayScore: 0 }, { elapsedSeconds: 50, homeScore: 2, awayScore: 3 }])
 * // { leadChanges: [{ elapsedSeconds: 50, leader: 'away', margin: 1, … }], ties: 0, largestLead: { home: { margin: 2, … }, away: { margin: 1, … } } }
 */
export function summarizeFlow(points: readonly FlowPoint[]): FlowSummary {
  const ordered = [...points].sort((a, b) => a.elapsedSeconds - b.elapsedSeconds)
  const summary: FlowSummary = { leadChanges: [], ties: 0, largestLead: { home: null, away: null } }
  let lastLeader: Leader | null = null
  ordered.forEach((point, index) => {
    const leader = leaderOf(point)
    if (leader === null) {
      if (index > 0 && lastLeader !== null && leaderOf(ordered[index - 1] ?? point) !== null) {
        summary.ties += 1
      }
      return
    }
    const margin = Math.abs(point.homeScore - point.awayScore)
    const moment: FlowMoment = { ...point, leader, margin }
    if (lastLeader !== null && leader !== lastLeader) {
      summary.leadChanges.push(moment)
    }
    lastLeader = leader
    const largest = summary.largestLead[leader]
    if (largest === null || margin > largest.margin) {
      summary.largestLead[leader] = moment
    }
  })
  return summary
}

/**
 * The period and the time left in it at a moment of the game (quarters of 10 minutes,
 * overtimes of 5). The end of a period belongs to that period (600 s → Q1, 0:00).
 */
export function periodClock(elapsedSeconds: number): { period: number; secondsLeft: number } {
  const regulation = 4 * 600
  if (elapsedSeconds <= regulation) {
    const period = Math.max(1, Math.ceil(elapsedSeconds / 600))
    return { period, secondsLeft: period * 600 - elapsedSeconds }
  }
  const overtime = Math.ceil((elapsedSeconds - regulation) / 300)
  return { period: 4 + overtime, secondsLeft: regulation + overtime * 300 - elapsedSeconds }
}

/** Length of the game in seconds: 40 minutes plus 5 for each overtime the points reach into. */
export function gameLength(points: readonly FlowPoint[]): number {
  const last = Math.max(0, ...points.map((point) => point.elapsedSeconds))
  return last <= 2400 ? 2400 : 2400 + Math.ceil((last - 2400) / 300) * 300
}
