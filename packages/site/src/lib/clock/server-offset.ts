// How far the league server's clock is ahead of the browser's, from what the browser has heard: every
// message stamped with the server's time bounds it from below (it was stamped before it arrived, however late
// the page got round to it), and a request's round trip bounds it from above as well (the server stamped its
// answer after the request left). The server stamps its answer as the request arrives, before its work, and
// the way in is short while the way back carries the work and the page's own business, so the upper bound is
// the estimate; two screens on one network then agree to within their requests' way in (a few milliseconds),
// not to within their slowest message.

/** Bounds of (server time − browser time) in ms from one observation, and when (browser time) it was made. */
export type OffsetSample = { lower: number; upper: number; observedAt: number }

/** Samples older than this are dropped: clocks drift, and a stepped clock must not be held to old bounds. */
export const SAMPLE_LIFETIME_MS = 10 * 60_000

/** A message stamped `serverTime` that the page handled at browser time `receivedAt`. */
export function messageSample(serverTime: number, receivedAt: number): OffsetSample {
  return { lower: serverTime - receivedAt, upper: Number.POSITIVE_INFINITY, observedAt: receivedAt }
}

/** A request sent at browser time `sentAt`, answered with `serverTime`, whose answer arrived at `receivedAt`. */
export function roundTripSample(serverTime: number, sentAt: number, receivedAt: number): OffsetSample {
  return { lower: serverTime - receivedAt, upper: serverTime - sentAt, observedAt: receivedAt }
}

/**
 * The offset the samples of the last ten minutes agree on: the upper end of the interval they all allow, or
 * its lower end when no round trip gave an upper one. When they contradict each other (a clock was stepped),
 * the newest sample alone decides. Null with no sample.
 *
 * @example estimateOffset([messageSample(1_000, 1_040), roundTripSample(2_000, 1_990, 2_010)], 2_010) //=> 10
 */
export function estimateOffset(samples: readonly OffsetSample[], now: number): number | null {
  const recent = samples.filter((sample) => now - sample.observedAt <= SAMPLE_LIFETIME_MS)
  const newest = recent.at(-1)
  if (newest === undefined) {
    return null
  }
  const lower = Math.max(...recent.map((sample) => sample.lower))
  const upper = Math.min(...recent.map((sample) => sample.upper))
  if (lower > upper) {
    return Number.isFinite(newest.upper) ? newest.upper : newest.lower
  }
  return Number.isFinite(upper) ? upper : lower
}
