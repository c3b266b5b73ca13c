import { chronological, winnerOf } from './game-results.ts'
import type { Game, Phase } from './types.ts'

/** A play-off round as data: its phase and series length. */
export interface PlayoffRound {
  phase: Phase
  /** Best of N games (3 or 5 in ABA). */
  bestOf: number
}

/** ABA League 2022-23: quarter-finals and semi-finals best of 3, final best of 5. */
export const ABA_PLAYOFF_ROUNDS: readonly PlayoffRound[] = [
  { phase: 'quarterfinal', bestOf: 3 },
  { phase: 'semifinal', bestOf: 3 },
  { phase: 'final', bestOf: 5 },
]

export type SeriesStatus = 'not-started' | 'in-progress' | 'complete'

/** A best-of-N series between two teams. */
export interface Series {
  phase: Phase
  bestOf: number
  /** Wins that take the series: ⌈bestOf / 2⌉ (ceil), e.g. 2 of 3, 3 of 5. */
  winsNeeded: number
  /** The two teams, higher seed first (or the home team of game 1 when seeds are unknown). */
  teams: [string, string]
  /** Seeds from the regular season, when given. */
  seeds: [number | null, number | null]
  /** Wins of each team, in the order of `teams`. */
  wins: [number, number]
  /** Games of the series, oldest first (scheduled ones included). */
  games: Game[]
  /** The team ahead, null when level. */
  leader: string | null
  /** The team that reached `winsNeeded`, null while the series is open. */
  winner: string | null
  status: SeriesStatus
  /** Wins each team still needs, in the order of `teams` (0 for the winner). */
  winsStillNeeded: [number, number]
  /** English summary: "Partizan lead 2-1", "level 1-1", "Partizan won 3-2". */
  summary: string
}

function pairKey(first: string, second: string): string {
  return [first, second].sort().join('|')
}

function seriesSummary(series: Omit<Series, 'summary'>, nameOf: (teamId: string) => string): string {
  const [first, second] = series.teams
  const [firstWins, secondWins] = series.wins
  const high = Math.max(firstWins, secondWins)
  const low = Math.min(firstWins, secondWins)
  if (series.winner !== null) {
    return `${nameOf(series.winner)} won ${high}-${low}`
  }
  if (series.status === 'not-started') {
    return `${nameOf(first)} v ${nameOf(second)}, not started`
  }
  if (series.leader === null) {
    return `level ${firstWins}-${secondWins}`
  }
  return `${nameOf(series.leader)} lead ${high}-${low}`
}

export interface SeriesOptions {
  /** Regular-season rank of each team (1 = best), to order the teams and label the seeds. */
  seeds?: { readonly [teamId: string]: number }
  teamNames?: { readonly [teamId: string]: string }
}

/**
 * Groups the games of one play-off phase into best-of-N series: who leads, who advanced, what each team
 * still needs. Forfeits count as wins; scheduled games are listed but not counted.
 *
 * @example
 * // ABA 2022-23 final as recorded in data/aba-2022-23 (games 22_201 … 22_205)
 * seriesOfPhase(games, { phase: 'final', bestOf: 5 }, { seeds: { PAR: 1, CZV: 2 } })[0]
 * //=> { teams: ['PAR', 'CZV'], wins: [3, 2], winner: 'PAR', summary: 'PAR won 3-2', … }
 */
export function seriesOfPhase(games: readonly Game[], round: PlayoffRound, options: SeriesOptions = {}): Series[] {
  const nameOf = (teamId: string): string => options.teamNames?.[teamId] ?? teamId
  const seedOf = (teamId: string): number | null => options.seeds?.[teamId] ?? null
  const byPair = new Map<string, Game[]>()
  for (const game of chronological(games.filter((candidate) => candidate.phase === round.phase))) {
    const key = pairKey(game.homeTeamId, game.awayTeamId)
    const pairGames = byPair.get(key)
    if (pairGames === undefined) {
      byPair.set(key, [game])
    } else {
      pairGames.push(game)
    }
  }
  const winsNeeded = Math.ceil(round.bestOf / 2)
  const result: Series[] = []
  for (const pairGames of byPair.values()) {
    const opener = pairGames[0]
    if (opener === undefined) {
      continue
    }
    let teams: [string, string] = [opener.homeTeamId, opener.awayTeamId]
    const [homeSeed, awaySeed] = [seedOf(teams[0]), seedOf(teams[1])]
    if (homeSeed !== null && awaySeed !== null && awaySeed < homeSeed) {
      teams = [teams[1], teams[0]]
    }
    const wins: [number, number] = [0, 0]
    for (const game of pairGames) {
      const winner = winnerOf(game)
      if (winner === teams[0]) {
        wins[0] += 1
      } else if (winner === teams[1]) {
        wins[1] += 1
      }
    }
    const winnerIndex = wins.findIndex((count) => count >= winsNeeded)
    const winner = winnerIndex === -1 ? null : (teams[winnerIndex] ?? null)
    const played = wins[0] + wins[1]
    const series: Omit<Series, 'summary'> = {
      phase: round.phase,
      bestOf: round.bestOf,
      winsNeeded,
      teams,
      seeds: [seedOf(teams[0]), seedOf(teams[1])],
      wins,
      games: pairGames,
      leader: wins[0] === wins[1] ? null : wins[0] > wins[1] ? teams[0] : teams[1],
      winner,
      status: winner !== null ? 'complete' : played === 0 ? 'not-started' : 'in-progress',
      winsStillNeeded: [Math.max(0, winsNeeded - wins[0]), Math.max(0, winsNeeded - wins[1])],
    }
    result.push({ ...series, summary: seriesSummary(series, nameOf) })
  }
  return result.sort(
    (first, second) =>
      (first.seeds[0] ?? Number.POSITIVE_INFINITY) - (second.seeds[0] ?? Number.POSITIVE_INFINITY) ||
      first.teams[0].localeCompare(second.teams[0]),
  )
}

/** A series placed in the bracket, with where its teams came from. */
export interface BracketSeries extends Series {
  /** For each team, the index (in the previous round's `series`) of the series it won to get here; null for a bye or the first round. */
  from: [number | null, number | null]
}

/** A round of the bracket. */
export interface BracketRound {
  phase: Phase
  bestOf: number
  series: BracketSeries[]
}

export interface Bracket {
  rounds: BracketRound[]
  /** Winner of the last round's series, when decided. */
  champion: string | null
}

/**
 * The play-off bracket from the phases in order (quarter-final → semi-final → final): each round's series,
 * ordered so each series sits beside the one its winner goes to, with seeds and links to the previous round.
 * Teams that skipped a round (byes, as seeds 1–2 in ABA 2021-22) have no link.
 *
 * @example
 * buildBracket(games, ABA_PLAYOFF_ROUNDS, { seeds }).rounds.map((round) => round.series.length) //=> [4, 2, 1]
 */
export function buildBracket(
  games: readonly Game[],
  rounds: readonly PlayoffRound[] = ABA_PLAYOFF_ROUNDS,
  options: SeriesOptions = {},
): Bracket {
  const seriesByRound = rounds.map((round) => seriesOfPhase(games, round, options))
  // Order from the final backwards: each series' feeders follow the order of its teams.
  const ordered: Series[][] = seriesByRound.map(() => [])
  const lastIndex = seriesByRound.length - 1
  ordered[lastIndex] = [...(seriesByRound[lastIndex] ?? [])]
  for (let index = lastIndex - 1; index >= 0; index -= 1) {
    const available = [...(seriesByRound[index] ?? [])]
    const placed: Series[] = []
    for (const next of ordered[index + 1] ?? []) {
      for (const teamId of next.teams) {
        const feeder = available.findIndex((series) => series.winner === teamId)
        if (feeder !== -1) {
          placed.push(...available.splice(feeder, 1))
        }
      }
    }
    ordered[index] = [...placed, ...available]
  }
  const bracketRounds: BracketRound[] = rounds.map((round, index) => {
    const previous = index === 0 ? [] : (ordered[index - 1] ?? [])
    return {
      phase: round.phase,
      bestOf: round.bestOf,
      series: (ordered[index] ?? []).map((series) => {
        const from = series.teams.map((teamId) => {
          const feeder = previous.findIndex((candidate) => candidate.winner === teamId)
          return feeder === -1 ? null : feeder
        }) as [number | null, number | null]
        return { ...series, from }
      }),
    }
  })
  const finalSeries = bracketRounds.at(-1)?.series
  const champion = finalSeries?.length === 1 ? (finalSeries[0]?.winner ?? null) : null
  return { rounds: bracketRounds, champion }
}
