/**
 * Standard competition ranks ("1224"): equal values share a rank and the next value skips the
 * places they took. Values must already be in ranking order (best first).
 *
 * @example sharedRanks([7.3, 7.3, 6.7, 6.7, 6.4]) // [1, 1, 3, 3, 5]
 */
export function sharedRanks(values: readonly (number | null)[]): number[] {
  const ranks: number[] = []
  values.forEach((value, index) => {
    const previous = ranks[index - 1]
    ranks.push(index > 0 && previous !== undefined && values[index - 1] === value ? previous : index + 1)
  })
  return ranks
}
