/** Small builders for hand-computed test cases (test code only, not part of the package's exports). */
import { emptyCounts } from '../src/box-score.ts'
import type { BoxScoreCounts, Game, GameStatus, Phase, PlayerLine } from '../src/types.ts'

let nextId = 1

export interface GameSpec {
  home: string
  away: string
  score?: [number, number]
  id?: string
  date?: string | null
  phase?: Phase
  round?: number
  status?: GameStatus
  periods?: [number[], number[]]
  forfeitLoser?: string
}

/** A game from a short spec; ids and dates count up when not given. */
export function game(spec: GameSpec): Game {
  const number = nextId
  nextId += 1
  const [homeScore, awayScore] = spec.score ?? [0, 0]
  const built: Game = {
    id: spec.id ?? `g${number}`,
    date: spec.date === undefined ? `2023-01-${String((number % 28) + 1).padStart(2, '0')}` : spec.date,
    phase: spec.phase ?? 'regular-season',
    round: spec.round ?? number,
    homeTeamId: spec.home,
    awayTeamId: spec.away,
    homeScore,
    awayScore,
    homePeriodScores: spec.periods?.[0] ?? [],
    awayPeriodScores: spec.periods?.[1] ?? [],
    status: spec.status ?? 'played',
  }
  if (spec.forfeitLoser !== undefined) {
    built.forfeitLoser = spec.forfeitLoser
  }
  return built
}

/** Games from "HOME AWAY 80-70" lines, dated one day apart in order. */
export function games(lines: readonly string[], defaults: Partial<GameSpec> = {}): Game[] {
  return lines.map((text, index) => {
    const [home = '', away = '', score = '0-0'] = text.trim().split(/\s+/)
    const [homeScore = 0, awayScore = 0] = score.split('-').map(Number)
    return game({
      date: `2023-01-${String(index + 1).padStart(2, '0')}`,
      round: index + 1,
      ...defaults,
      home,
      away,
      score: [homeScore, awayScore],
      id: `${defaults.id ?? 'g'}${index + 1}`,
    })
  })
}

/** A player line with every count zero except those given. */
export function playerLine(spec: Partial<PlayerLine> & Pick<PlayerLine, 'gameId' | 'teamId' | 'playerId'>): PlayerLine {
  return { ...emptyCounts(), starter: false, played: true, ...spec }
}

/** Counts with every field zero except those given. */
export function counts(spec: Partial<BoxScoreCounts>): BoxScoreCounts {
  return { ...emptyCounts(), ...spec }
}

/** Juan Davis, Zadar v SC Derby, 2022-09-30 (game 22_6), from data/aba-2022-23/boxscores.csv; published PIR 5. */
export const juanDavis: BoxScoreCounts = counts({
  seconds: 1028,
  points: 9,
  twoPointersMade: 4,
  twoPointersAttempted: 5,
  threePointersMade: 0,
  threePointersAttempted: 3,
  freeThrowsMade: 1,
  freeThrowsAttempted: 2,
  offensiveRebounds: 2,
  defensiveRebounds: 2,
  assists: 1,
  turnovers: 2,
  foulsCommitted: 3,
  foulsDrawn: 1,
  plusMinus: 16,
})
