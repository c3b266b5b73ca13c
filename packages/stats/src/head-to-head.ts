import { chronological, resultFor, type TeamResult } from './game-results.ts'
import type { Game } from './types.ts'

/** The history of two teams against each other, from the first team's point of view. */
export interface HeadToHead {
  teamId: string
  opponentId: string
  /** Decided meetings, oldest first, seen from `teamId`. */
  meetings: TeamResult[]
  won: number
  lost: number
  pointsFor: number
  pointsAgainst: number
  /** Average margin per meeting (positive: `teamId` ahead); null without meetings. */
  averageMargin: number | null
  /** Biggest win of each side, by margin (forfeits left out). */
  biggestWin: TeamResult | null
  biggestLoss: TeamResult | null
  /** Home and away records of `teamId` in the meetings. */
  home: { won: number; lost: number }
  away: { won: number; lost: number }
  lastMeeting: TeamResult | null
}

function biggest(results: readonly TeamResult[], outcome: 'won' | 'lost'): TeamResult | null {
  let best: TeamResult | null = null
  for (const result of results) {
    if (result.forfeit || result.outcome !== outcome) {
      continue
    }
    const margin = Math.abs(result.pointsFor - result.pointsAgainst)
    if (best === null || margin > Math.abs(best.pointsFor - best.pointsAgainst)) {
      best = result
    }
  }
  return best
}

/**
 * Every decided meeting of two teams in the games given (any seasons and phases), with the record, points,
 * average margin, biggest wins each way and home/away split.
 *
 * @example
 * // ABA 2022-23, regular season and final
 * headToHead(games, 'PAR', 'CZV') //=> { won: 4, lost: 3, pointsFor: 571, pointsAgainst: 573, lastMeeting: { gameId: '22_205', outcome: 'won', … }, … }
 */
export function headToHead(games: readonly Game[], teamId: string, opponentId: string): HeadToHead {
  const meetings: TeamResult[] = []
  for (const game of chronological(games)) {
    const result = resultFor(game, teamId)
    if (result !== null && result.opponentId === opponentId) {
      meetings.push(result)
    }
  }
  const won = meetings.filter((result) => result.outcome === 'won').length
  const pointsFor = meetings.reduce((total, result) => total + result.pointsFor, 0)
  const pointsAgainst = meetings.reduce((total, result) => total + result.pointsAgainst, 0)
  const record = (location: 'home' | 'away'): { won: number; lost: number } => {
    const atLocation = meetings.filter((result) => result.location === location)
    const wins = atLocation.filter((result) => result.outcome === 'won').length
    return { won: wins, lost: atLocation.length - wins }
  }
  return {
    teamId,
    opponentId,
    meetings,
    won,
    lost: meetings.length - won,
    pointsFor,
    pointsAgainst,
    averageMargin: meetings.length === 0 ? null : (pointsFor - pointsAgainst) / meetings.length,
    biggestWin: biggest(meetings, 'won'),
    biggestLoss: biggest(meetings, 'lost'),
    home: record('home'),
    away: record('away'),
    lastMeeting: meetings.at(-1) ?? null,
  }
}
