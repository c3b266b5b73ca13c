// When a lost live stream is opened again: soon at first, then less and less often, so a hall full of screens
// does not hammer an API that is coming back up.

/** The first wait after a failure, and the longest. */
export const reconnectDelays = { firstMs: 1_000, maximumMs: 30_000 }

/**
 * The wait before reconnect attempt `attempt` (1 for the first after a failure): doubling from one second up to
 * thirty, with up to a fifth of random spread so screens that lost the stream together do not return together.
 *
 * @example reconnectDelayMs(1, () => 0) //=> 1000
 * @example reconnectDelayMs(4, () => 0) //=> 8000
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(reconnectDelays.maximumMs, reconnectDelays.firstMs * 2 ** Math.max(0, attempt - 1))
  return Math.round(base * (1 + 0.2 * random()))
}

/** The stream's address with the resume point, for a new EventSource (which cannot set Last-Event-ID). */
export function resumeUrl(path: string, lastEventId: string | null): string {
  return lastEventId ? `${path}?lastEventId=${encodeURIComponent(lastEventId)}` : path
}
