/**
 * The points each play scored: the change of the running score since the play before it (the first play
 * counts from 0–0). Plays that change nothing score 0.
 *
 * @example playPoints([{ homeScore: 2, awayScore: 0 }, { homeScore: 2, awayScore: 0 }, { homeScore: 2, awayScore: 3 }]) // [2, 0, 3]
 */
export function playPoints(plays: readonly { homeScore: number; awayScore: number }[]): number[] {
  return plays.map((play, index) => {
    const previous = index === 0 ? { homeScore: 0, awayScore: 0 } : plays[index - 1]
    const before = (previous?.homeScore ?? 0) + (previous?.awayScore ?? 0)
    return Math.max(0, play.homeScore + play.awayScore - before)
  })
}
