// Fantasy points are kept to hundredths everywhere (stored, summed, shown), so every function rounds the same way.

/**
 * Rounds to hundredths, half away from zero, without the binary noise of `x * 100` (1.005 × 100 is
 * 100.49999…) and without a negative zero.
 *
 * @example
 * roundToHundredths(10 * 1.1) //=> 11 (not 11.000000000000002)
 * roundToHundredths(-0.001) //=> 0
 */
export function roundToHundredths(value: number): number {
  const scaled = Number((Math.abs(value) * 100).toPrecision(12))
  const rounded = (Math.sign(value) * Math.round(scaled)) / 100
  return rounded === 0 ? 0 : rounded
}
