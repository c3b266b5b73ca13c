// What a list of games shows of the games in progress: score, period and phase, from the API's scores stream
// (a `snapshot` of LiveScores, then the LiveStreamEvent of every game of the client).
import type { LiveScores, LiveStreamEvent } from '@league/api/contract/live'

export type LiveCardScore = {
  home: number
  away: number
  period: number
  phase: LiveScores['games'][number]['clocks']['phase']
  sequence: number
}

/** Live scores by game slug. */
export type LiveCardScores = ReadonlyMap<string, LiveCardScore>

export function scoresOfSnapshot(snapshot: LiveScores): LiveCardScores {
  return new Map(
    snapshot.games
      .filter((game) => game.clocks.phase !== 'final')
      .map((game) => [
        game.gameId,
        {
          home: game.home.score,
          away: game.away.score,
          period: game.clocks.period,
          phase: game.clocks.phase,
          sequence: game.sequence,
        },
      ]),
  )
}

/**
 * The scores after one event: a game that starts joins, a game that ends stays with its final score (the
 * page's own card may still say "scheduled"), an older event than the one shown changes nothing.
 */
export function withScoreEvent(scores: LiveCardScores, message: LiveStreamEvent): LiveCardScores {
  const known = scores.get(message.gameId)
  const sequence = message.event.sequence
  // Sequence 1 again means the log started over (a replay run again).
  if (known !== undefined && sequence <= known.sequence && sequence !== 1) {
    return scores
  }
  const next = new Map(scores)
  next.set(message.gameId, {
    home: message.home.score,
    away: message.away.score,
    period: message.clocks.period,
    phase: message.clocks.phase,
    sequence,
  })
  return next
}

/** `Q3`, `OT1` from translated period names (Q1…Q4, then overtimes); empty before the first period. */
export function periodLabel(period: number, periods: readonly string[]): string {
  if (period < 1) {
    return ''
  }
  return periods[Math.min(period, periods.length) - 1] ?? ''
}
