// Head-to-head private leagues as ELF plays them: up to 18 squads, a fixture list made once by the circle
// method (each pair meets once per cycle, cycles repeat until the last round), an average-scoring bot when the
// number of squads is odd, and a table of 2 points per win and 1 per draw.
import { roundToHundredths } from './rounding.ts'

/** ELF's limit on a head-to-head league. */
export const MAX_HEAD_TO_HEAD_SQUADS = 18

/** One meeting: `null` is the bot, which scores the round's average. */
export type HeadToHeadFixture = { round: number; home: number | null; away: number | null }

/** The circle method's pairs of one cycle round: the first entrant stays, the others turn one place a round. */
function cycleRound(entrants: readonly (number | null)[], index: number): [number | null, number | null][] {
  const size = entrants.length
  const fixed = entrants[0] ?? null
  const rotating = entrants.slice(1)
  const turned = rotating.map((_, position) => rotating[(position + index) % rotating.length] ?? null)
  const order = [fixed, ...turned]
  const pairs: [number | null, number | null][] = []
  for (let position = 0; position < size / 2; position += 1) {
    const first = order[position] ?? null
    const second = order[size - 1 - position] ?? null
    // The fixed entrant alternates home and away; the other pairs alternate with the round too.
    pairs.push(index % 2 === 0 ? [first, second] : [second, first])
  }
  return pairs
}

/**
 * The fixtures of a head-to-head league over the given rounds (the fantasy round numbers, in play order), by
 * the circle method: with n squads (n + 1 with the bot, `null`, when n is odd) each cycle has n − 1 rounds
 * (n with the bot) in which every pair meets once; the next cycle repeats it with home and away swapped,
 * until the rounds run out. Throws on more than 18 squads or a squad listed twice.
 *
 * @example
 * headToHeadFixtures([11, 12, 13], [5, 6, 7])
 * //=> [{ round: 5, home: 11, away: null }, { round: 5, home: 12, away: 13 },
 * //    { round: 6, home: 12, away: 11 }, { round: 6, home: null, away: 13 },
 * //    { round: 7, home: 11, away: 13 }, { round: 7, home: null, away: 12 }]
 */
export function headToHeadFixtures(squadIds: readonly number[], rounds: readonly number[]): HeadToHeadFixture[] {
  if (squadIds.length > MAX_HEAD_TO_HEAD_SQUADS) {
    throw new RangeError(
      `a head-to-head league holds at most ${MAX_HEAD_TO_HEAD_SQUADS} squads, not ${squadIds.length}`,
    )
  }
  if (new Set(squadIds).size !== squadIds.length) {
    throw new RangeError('a squad is listed twice')
  }
  if (squadIds.length === 0) {
    return []
  }
  const entrants: (number | null)[] = squadIds.length % 2 === 0 ? [...squadIds] : [...squadIds, null]
  const roundsPerCycle = entrants.length - 1
  const fixtures: HeadToHeadFixture[] = []
  rounds.forEach((round, position) => {
    const cycle = Math.floor(position / roundsPerCycle)
    for (const [first, second] of cycleRound(entrants, position % roundsPerCycle)) {
      const [home, away] = cycle % 2 === 0 ? [first, second] : [second, first]
      fixtures.push({ round, home, away })
    }
  })
  return fixtures
}

/** What ELF looks at when two squads score the same in a round, in order. */
export type HeadToHeadTieBreak = {
  /** The squad's points in the general ranking (ELF's first criterion). */
  seasonPoints: number
  /** The round points of its starting five (ELF's second criterion). */
  startingFivePoints: number
  /** The squad's id, which grows with registration (ELF's third criterion: registered first wins); null for the bot. */
  squadId: number | null
}

function compareTieBreak(home: HeadToHeadTieBreak, away: HeadToHeadTieBreak): number {
  const season = roundToHundredths(home.seasonPoints - away.seasonPoints)
  if (season !== 0) {
    return season
  }
  const startingFive = roundToHundredths(home.startingFivePoints - away.startingFivePoints)
  if (startingFive !== 0) {
    return startingFive
  }
  if (home.squadId === away.squadId) {
    return 0
  }
  // The bot counts as registered last, so a manager wins a complete tie against it.
  if (home.squadId === null || away.squadId === null) {
    return home.squadId === null ? -1 : 1
  }
  return away.squadId - home.squadId
}

/**
 * The result of a meeting: more round points win. Equal points (to the hundredth, as points are kept) are a
 * draw unless the caller passes ELF's tie-break facts; then, as in ELF, the higher general-ranking score
 * wins, then the higher starting five, then the squad registered first. Without the facts (or when every
 * criterion is equal, which only happens between a squad and itself) the meeting is a draw worth 1 point to
 * each side; see packages/stats/README.md ("Fantasy") for why both are offered.
 *
 * @example
 * headToHeadOutcome(212.4, 198) //=> 'home'
 * headToHeadOutcome(180, 180) //=> 'draw'
 * headToHeadOutcome(180, 180, { home: { seasonPoints: 2100, startingFivePoints: 120, squadId: 4 },
 *   away: { seasonPoints: 2250, startingFivePoints: 110, squadId: 9 } }) //=> 'away' (more in the general ranking)
 */
export function headToHeadOutcome(
  homePoints: number,
  awayPoints: number,
  tieBreak?: { home: HeadToHeadTieBreak; away: HeadToHeadTieBreak },
): 'home' | 'away' | 'draw' {
  const difference = roundToHundredths(homePoints - awayPoints)
  const decided =
    difference !== 0 || tieBreak === undefined ? difference : compareTieBreak(tieBreak.home, tieBreak.away)
  if (decided > 0) {
    return 'home'
  }
  return decided < 0 ? 'away' : 'draw'
}

/** A fixture with its round points (null until the round is scored) and, optionally, an outcome already decided. */
export type HeadToHeadResult = HeadToHeadFixture & {
  homePoints: number | null
  awayPoints: number | null
  outcome?: 'home' | 'away' | 'draw'
}

export type HeadToHeadRow = {
  squadId: number
  played: number
  won: number
  drawn: number
  lost: number
  pointsFor: number
  pointsAgainst: number
  leaguePoints: number
}

function emptyRow(squadId: number): HeadToHeadRow {
  return { squadId, played: 0, won: 0, drawn: 0, lost: 0, pointsFor: 0, pointsAgainst: 0, leaguePoints: 0 }
}

function record(row: HeadToHeadRow, own: number, other: number, result: 'won' | 'drawn' | 'lost'): void {
  row.played += 1
  row[result] += 1
  row.pointsFor = roundToHundredths(row.pointsFor + own)
  row.pointsAgainst = roundToHundredths(row.pointsAgainst + other)
  row.leaguePoints += result === 'won' ? 2 : result === 'drawn' ? 1 : 0
}

/**
 * The table of a head-to-head league: 2 points a win, 1 a draw; ordered by league points, then round points
 * scored (ELF orders ties by the general ranking, which these points follow), then the squad registered first.
 * Meetings not yet scored count for nothing; the bot has no row. A given `outcome` (e.g. decided by ELF's
 * tie-break) is used as it is, otherwise {@link headToHeadOutcome} decides.
 *
 * @example
 * headToHeadTable([{ round: 5, home: 11, away: 12, homePoints: 210, awayPoints: 190 },
 *   { round: 5, home: 13, away: null, homePoints: 150, awayPoints: 150 }])
 * //=> [{ squadId: 11, won: 1, leaguePoints: 2, … }, { squadId: 13, drawn: 1, leaguePoints: 1, … },
 * //    { squadId: 12, lost: 1, leaguePoints: 0, … }]
 */
export function headToHeadTable(results: readonly HeadToHeadResult[]): HeadToHeadRow[] {
  const rows = new Map<number, HeadToHeadRow>()
  const rowOf = (squadId: number): HeadToHeadRow => {
    const found = rows.get(squadId) ?? emptyRow(squadId)
    rows.set(squadId, found)
    return found
  }
  for (const result of results) {
    const home = result.home === null ? null : rowOf(result.home)
    const away = result.away === null ? null : rowOf(result.away)
    if (result.homePoints === null || result.awayPoints === null) {
      continue
    }
    const outcome = result.outcome ?? headToHeadOutcome(result.homePoints, result.awayPoints)
    const homeResult = outcome === 'home' ? 'won' : outcome === 'away' ? 'lost' : 'drawn'
    const awayResult = outcome === 'away' ? 'won' : outcome === 'home' ? 'lost' : 'drawn'
    if (home !== null) {
      record(home, result.homePoints, result.awayPoints, homeResult)
    }
    if (away !== null) {
      record(away, result.awayPoints, result.homePoints, awayResult)
    }
  }
  return [...rows.values()].sort(
    (first, second) =>
      second.leaguePoints - first.leaguePoints || second.pointsFor - first.pointsFor || first.squadId - second.squadId,
  )
}
