import type { LiveConflict, LiveEventResult, LiveGameStateResponse } from '@league/api/contract/live'
import { errorBodyOf } from '@league/api/fetch-client'
import type { QueuedEvent } from '@/lib/operator/event-queue'

/** What became of one waiting event sent to the API. */
export type SendOutcome =
  | { kind: 'stored'; state: LiveGameStateResponse }
  | { kind: 'conflict'; state: LiveGameStateResponse }
  | { kind: 'refused'; message: string }
  | { kind: 'auth' }
  | { kind: 'offline' }

/** Sends the outbox's next event through the site's operator door and says how the API answered. */
export async function sendQueuedEvent(game: string, next: QueuedEvent): Promise<SendOutcome> {
  let response: Response
  try {
    response = await fetch(`/api/operator/games/${encodeURIComponent(game)}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        idempotencyKey: next.idempotencyKey,
        expectedSequence: next.expectedSequence,
        event: next.event,
      }),
    })
  } catch {
    return { kind: 'offline' }
  }
  if (response.ok) {
    return { kind: 'stored', state: ((await response.json()) as LiveEventResult).state }
  }
  if (response.status === 409) {
    return { kind: 'conflict', state: ((await response.json()) as LiveConflict).state }
  }
  if (response.status === 401 || response.status === 403) {
    return { kind: 'auth' }
  }
  if (response.status >= 500 || response.status === 429) {
    return { kind: 'offline' }
  }
  const refusal = await errorBodyOf(response)
  return { kind: 'refused', message: refusal?.message ?? '' }
}
