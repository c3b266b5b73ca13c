/** The sort order of a table: which column, which way. Mirrors aria-sort's values. */
export type SortDirection = 'ascending' | 'descending'
export type SortState = { key: string; direction: SortDirection }

/** A value a column sorts by; null and undefined mean "no value" (a player who did not play). */
export type SortValue = string | number | null | undefined

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

/**
 * Compares two sort values in ascending order: numbers numerically, text by a locale-aware
 * collator (so "Đorđević" sorts with the D's, and "10" after "9").
 */
export function compareValues(first: SortValue, second: SortValue): number {
  if (typeof first === 'number' && typeof second === 'number') {
    return first - second
  }
  return collator.compare(String(first), String(second))
}

function isMissing(value: SortValue): value is null | undefined {
  return value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))
}

/**
 * Rows sorted by `valueOf` in `direction`, stable (equal rows keep their order), with missing values
 * last in both directions, because "did not play" is never the top or the bottom of a ranking.
 * @example sortRows([{ PTS: 8 }, { PTS: 32 }], (row) => row.PTS, 'descending') // [{ PTS: 32 }, { PTS: 8 }]
 */
export function sortRows<Row>(rows: readonly Row[], valueOf: (row: Row) => SortValue, direction: SortDirection): Row[] {
  const sign = direction === 'ascending' ? 1 : -1
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((first, second) => {
      const firstMissing = isMissing(first.value)
      const secondMissing = isMissing(second.value)
      if (firstMissing || secondMissing) {
        return firstMissing === secondMissing ? first.index - second.index : firstMissing ? 1 : -1
      }
      return sign * compareValues(first.value, second.value) || first.index - second.index
    })
    .map((entry) => entry.row)
}

/**
 * The sort after a click on a column's header: a new column starts with its first direction
 * (statistics descend, highest first; names ascend), the sorted column flips.
 */
export function nextSort(current: SortState | null, key: string, firstDirection: SortDirection): SortState {
  if (current?.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
  }
  return { key, direction: firstDirection }
}
