// Whether a retry carries the event its idempotency key was first used for. The stored copy comes back from
// jsonb with its keys reordered, so both sides are compared with their keys sorted.
import type { LiveGameEvent } from '@league/live/events'

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(sortedKeys)
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0))
        .map(([key, entry]) => [key, sortedKeys(entry)]),
    )
  }
  return value
}

export function isSameEvent(stored: LiveGameEvent, retried: LiveGameEvent): boolean {
  return JSON.stringify(sortedKeys(stored)) === JSON.stringify(sortedKeys(retried))
}
