/** Statuses worth one more try: timeouts, conflicts, rate limits and passing server trouble. */
export const retryableStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])

/** How many times a read is retried after its first attempt. */
export const maximumRetries = 1

/**
 * Whether a failed request should be sent again. Only reads (GET) are retried, and only once, because
 * repeating a write could apply it twice.
 */
export function shouldRetry(input: { method: string; status: number; retriesSoFar: number }): boolean {
  return (
    input.method.toUpperCase() === 'GET' && input.retriesSoFar < maximumRetries && retryableStatuses.has(input.status)
  )
}
