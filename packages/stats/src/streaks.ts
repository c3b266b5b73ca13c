import { teamResults, type TeamResult } from './game-results.ts'
import type { Game, Location, Outcome } from './types.ts'

/** A run of consecutive results of one kind. */
export interface Streak {
  outcome: Outcome
  length: number
  /** First and last game of the run. */
  fromGameId: string
  toGameId: string
}

/** Won–lost record. */
export interface WinLossRecord {
  won: number
  lost: number
}

/** Everything about a team's sequence of results. */
export interface TeamStreaks {
  /** The run the team is on now; null before its first game. */
  current: Streak | null
  longestWinning: Streak | null
  longestLosing: Streak | null
  /** Last five results, oldest first: 'W' or 'L'. */
  form: ('W' | 'L')[]
  home: WinLossRecord
  away: WinLossRecord
}

function runsOf(results: readonly TeamResult[]): Streak[] {
  const runs: Streak[] = []
  for (const result of results) {
    const last = runs.at(-1)
    if (last !== undefined && last.outcome === result.outcome) {
      last.length += 1
      last.toGameId = result.gameId
    } else {
      runs.push({ outcome: result.outcome, length: 1, fromGameId: result.gameId, toGameId: result.gameId })
    }
  }
  return runs
}

function longest(runs: readonly Streak[], outcome: Outcome): Streak | null {
  let best: Streak | null = null
  for (const run of runs) {
    // Strictly longer keeps the earliest of equal runs, the one that set the mark.
    if (run.outcome === outcome && (best === null || run.length > best.length)) {
      best = run
    }
  }
  return best
}

function recordAt(results: readonly TeamResult[], location: Location): WinLossRecord {
  const games = results.filter((result) => result.location === location)
  const won = games.filter((result) => result.outcome === 'won').length
  return { won, lost: games.length - won }
}

/**
 * Form letters of the last `count` results, oldest first.
 *
 * @example
 * formOf(results, 5) //=> ['W', 'W', 'L', 'W', 'W']
 */
export function formOf(results: readonly TeamResult[], count = 5): ('W' | 'L')[] {
  return results.slice(Math.max(0, results.length - count)).map((result) => (result.outcome === 'won' ? 'W' : 'L'))
}

/**
 * Streaks from a team's results in chronological order (see `teamResults`).
 *
 * @example
 * streaksFromResults(teamResults(games, 'PAR')).current //=> { outcome: 'won', length: 16, … } (ABA 2022-23 regular season)
 */
export function streaksFromResults(results: readonly TeamResult[]): TeamStreaks {
  const runs = runsOf(results)
  return {
    current: runs.at(-1) ?? null,
    longestWinning: longest(runs, 'won'),
    longestLosing: longest(runs, 'lost'),
    form: formOf(results),
    home: recordAt(results, 'home'),
    away: recordAt(results, 'away'),
  }
}

/**
 * Current and longest winning and losing streaks, last-five form and home and away records of a team over
 * the given games (only decided ones count; forfeits count like any result).
 *
 * @example
 * // Partizan, ABA 2022-23 regular season
 * teamStreaks(games, 'PAR') //=> { current: { outcome: 'won', length: 16, fromGameId: '22_73', … }, form: ['W', 'W', 'W', 'W', 'W'],
 * //    home: { won: 13, lost: 0 }, away: { won: 11, lost: 2 }, … }
 */
export function teamStreaks(games: readonly Game[], teamId: string): TeamStreaks {
  return streaksFromResults(teamResults(games, teamId))
}

/**
 * A streak as the short label tables use: "W3", "L1"; empty before the first game.
 *
 * @example
 * streakLabel({ outcome: 'won', length: 3, fromGameId: 'a', toGameId: 'c' }) //=> 'W3'
 */
export function streakLabel(streak: Streak | null): string {
  if (streak === null) {
    return ''
  }
  return `${streak.outcome === 'won' ? 'W' : 'L'}${streak.length}`
}
