/** An item with its competition rank. */
export interface Ranked<T> {
  rank: number
  value: number
  item: T
}

/** Equal up to floating-point noise, so 14.4 from one sum and 14.4 from another share a rank. */
function sameValue(first: number, second: number): boolean {
  return Math.abs(first - second) <= 1e-9 * Math.max(1, Math.abs(first), Math.abs(second))
}

/**
 * Standard competition ranking ("1224"): equal values share a rank and the next rank skips. Items whose
 * value is null (no attempts, no games) are left out. Equal values keep the input order.
 *
 * @example
 * competitionRanks([{ name: 'A', v: 20 }, { name: 'B', v: 18 }, { name: 'C', v: 18 }, { name: 'D', v: 15 }], (x) => x.v)
 *   .map((entry) => entry.rank) //=> [1, 2, 2, 4]
 */
export function competitionRanks<T>(
  items: readonly T[],
  valueOf: (item: T) => number | null,
  direction: 'descending' | 'ascending' = 'descending',
): Ranked<T>[] {
  const valued: { item: T; value: number }[] = []
  for (const item of items) {
    const value = valueOf(item)
    if (value !== null && Number.isFinite(value)) {
      valued.push({ item, value })
    }
  }
  const sign = direction === 'descending' ? -1 : 1
  valued.sort((first, second) => sign * (first.value - second.value))
  const ranked: Ranked<T>[] = []
  valued.forEach((entry, index) => {
    const previous = ranked[index - 1]
    const rank = previous !== undefined && sameValue(previous.value, entry.value) ? previous.rank : index + 1
    ranked.push({ rank, value: entry.value, item: entry.item })
  })
  return ranked
}
