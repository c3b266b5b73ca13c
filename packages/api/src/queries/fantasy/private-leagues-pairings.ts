// The pure head-to-head arithmetic the private leagues use, with the signatures of the shared plan for
// `@league/stats/fantasy/head-to-head` and `…/ranking` (helper "stats"). This file stands in for them until
// that branch is merged; then it only re-exports them, and the leagues' code does not change.

export type HeadToHeadOutcome = 'home' | 'away' | 'draw'

/** A fixture: null is the average-scoring bot that makes an odd league even. */
export type PlannedFixture = { round: number; home: number | null; away: number | null }

/**
 * Fixtures by the circle method: with n squads (n + 1 with the bot when odd) every squad meets every other
 * once in n − 1 rounds, and the cycle repeats until the last round, home and away swapped each cycle.
 * @example
 * headToHeadFixtures([1, 2, 3], [5, 6, 7]) // 3 rounds × 2 fixtures, each squad meets 2, 3 and the bot once
 */
export function headToHeadFixtures(squadIds: readonly number[], rounds: readonly number[]): PlannedFixture[] {
  const sides: (number | null)[] = squadIds.length % 2 === 1 ? [...squadIds, null] : [...squadIds]
  if (sides.length < 2) {
    return []
  }
  const cycleLength = sides.length - 1
  const fixtures: PlannedFixture[] = []
  rounds.forEach((round, index) => {
    const turn = index % cycleLength
    const swapped = Math.floor(index / cycleLength) % 2 === 1
    // The first side stays; the others rotate one place per round.
    const rotating = sides.slice(1)
    const rotated = [...rotating.slice(turn), ...rotating.slice(0, turn)]
    const order = [sides[0] ?? null, ...rotated]
    for (let pair = 0; pair < order.length / 2; pair++) {
      const first = order[pair] ?? null
      const second = order[order.length - 1 - pair] ?? null
      // Alternating who is at home on the fixed side keeps home and away even across a cycle.
      const firstAtHome = (pair === 0 ? turn % 2 === 0 : pair % 2 === 1) !== swapped
      fixtures.push(firstAtHome ? { round, home: first, away: second } : { round, home: second, away: first })
    }
  })
  return fixtures
}

/** What ELF compares when two squads score the same in a round, in order. */
export type HeadToHeadTieBreak = {
  /** Points in the general ranking: the higher wins the tie. */
  seasonPoints: number
  /** Points of the round's starting five: the second criterion. */
  startingFivePoints: number
  /** The squad's id, which grows with registration: the squad registered first wins last; null for the bot. */
  squadId: number | null
}

/**
 * ELF's head-to-head rule: more points win; with the tie-break facts, equal points go to the higher
 * general-ranking score, then the better starting five, then the squad registered first. Without them (the
 * leagues pass none for a meeting with the bot, which has no ranking) equal points are a draw.
 * @example
 * headToHeadOutcome(180, 200) // 'away'
 * headToHeadOutcome(200, 200, { home: { seasonPoints: 900, … }, away: { seasonPoints: 950, … } }) // 'away'
 */
export function headToHeadOutcome(
  homePoints: number,
  awayPoints: number,
  tieBreak?: { home: HeadToHeadTieBreak; away: HeadToHeadTieBreak },
): HeadToHeadOutcome {
  const difference = roundToHundredths(homePoints - awayPoints)
  if (difference !== 0) {
    return difference > 0 ? 'home' : 'away'
  }
  if (tieBreak === undefined) {
    return 'draw'
  }
  const { home, away } = tieBreak
  const criteria = [
    roundToHundredths(home.seasonPoints - away.seasonPoints),
    roundToHundredths(home.startingFivePoints - away.startingFivePoints),
    (away.squadId ?? Infinity) - (home.squadId ?? Infinity),
  ]
  const decisive = criteria.find((criterion) => criterion !== 0 && !Number.isNaN(criterion))
  if (decisive === undefined) {
    return 'draw'
  }
  return decisive > 0 ? 'home' : 'away'
}

export type HeadToHeadResult = PlannedFixture & {
  homePoints: number | null
  awayPoints: number | null
  outcome?: HeadToHeadOutcome
}

export type HeadToHeadRow = {
  squadId: number
  played: number
  won: number
  drawn: number
  lost: number
  pointsFor: number
  pointsAgainst: number
  /** 2 for a win, 1 for a draw, as ELF's table counts the win-loss record. */
  leaguePoints: number
}

const pointsForWin = 2
const pointsForDraw = 1

/**
 * The table of the scored fixtures (the bot has no row): 2 points a win, 1 a draw; ordered by league points,
 * then points for, then the squad registered first. A given `outcome` (decided by ELF's tie-break) is kept.
 */
export function headToHeadTable(results: readonly HeadToHeadResult[]): HeadToHeadRow[] {
  const rows = new Map<number, HeadToHeadRow>()
  const rowOf = (squadId: number) => {
    let row = rows.get(squadId)
    if (row === undefined) {
      row = { squadId, played: 0, won: 0, drawn: 0, lost: 0, pointsFor: 0, pointsAgainst: 0, leaguePoints: 0 }
      rows.set(squadId, row)
    }
    return row
  }
  for (const fixture of results) {
    if (fixture.homePoints === null || fixture.awayPoints === null) {
      continue
    }
    const outcome = fixture.outcome ?? headToHeadOutcome(fixture.homePoints, fixture.awayPoints)
    const sides = [
      { squadId: fixture.home, scored: fixture.homePoints ?? 0, conceded: fixture.awayPoints ?? 0, side: 'home' },
      { squadId: fixture.away, scored: fixture.awayPoints ?? 0, conceded: fixture.homePoints ?? 0, side: 'away' },
    ] as const
    for (const side of sides) {
      if (side.squadId === null) {
        continue
      }
      const row = rowOf(side.squadId)
      row.played += 1
      row.pointsFor = roundToHundredths(row.pointsFor + side.scored)
      row.pointsAgainst = roundToHundredths(row.pointsAgainst + side.conceded)
      if (outcome === 'draw') {
        row.drawn += 1
        row.leaguePoints += pointsForDraw
      } else if (outcome === side.side) {
        row.won += 1
        row.leaguePoints += pointsForWin
      } else {
        row.lost += 1
      }
    }
  }
  return [...rows.values()].sort(
    (a, b) => b.leaguePoints - a.leaguePoints || b.pointsFor - a.pointsFor || a.squadId - b.squadId,
  )
}

/** Ranks rows by points, highest first; equal points share a rank (1, 2, 2, 4). Keeps the input order on ties. */
export function rankByPoints<Row extends object>(
  rows: readonly Row[],
  points: (row: Row) => number,
): (Row & { rank: number })[] {
  const sorted = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => points(b.row) - points(a.row) || a.index - b.index)
  let rank = 0
  return sorted.map(({ row }, position) => {
    const previous = sorted[position - 1]
    if (previous === undefined || points(previous.row) !== points(row)) {
      rank = position + 1
    }
    return { ...row, rank }
  })
}

export function roundToHundredths(value: number): number {
  return Math.round(value * 100) / 100
}
