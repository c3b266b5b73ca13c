// Fantasy rankings (overall, per round, a private league): most points first, equal points share a rank.
import { competitionRanks } from '../ranking.ts'

/**
 * Rows ranked by points, most first; equal points (to floating-point noise) share a rank and the next rank
 * skips (1, 2, 2, 4). Equal rows keep their input order, so a caller sorts ties (e.g. by name) beforehand.
 * Every row is kept: a points value that is not a number counts as 0.
 *
 * @example
 * rankByPoints([{ id: 1, total: 310 }, { id: 2, total: 288.5 }, { id: 3, total: 288.5 }, { id: 4, total: 250 }],
 *   (row) => row.total).map((row) => row.rank)
 * //=> [1, 2, 2, 4]
 */
export function rankByPoints<T extends object>(
  rows: readonly T[],
  points: (row: T) => number,
): (T & { rank: number })[] {
  return competitionRanks(rows, (row) => {
    const value = points(row)
    // A squad without a score yet ranks as 0 rather than falling out of the table.
    return Number.isFinite(value) ? value : 0
  }).map((entry) => ({ ...entry.item, rank: entry.rank }))
}
