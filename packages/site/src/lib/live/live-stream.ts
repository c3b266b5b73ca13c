// The browser's one client of a game's Server-Sent Events (through the site's same-origin /api/live door):
// the fans' live scoreboard and the operator console both follow a game with it.
import type { LiveGameStateResponse, LiveStreamEvent } from '@league/api/contract/live'

export type LiveConnection = 'open' | 'reconnecting' | 'closed'

export type LiveStreamHandlers = {
  /** The whole state, on connect (the API sends it first). */
  onSnapshot?: (state: LiveGameStateResponse) => void
  /** One stored event with the scoreboard right after it. */
  onEvent?: (event: LiveStreamEvent) => void
  onConnection?: (connection: LiveConnection) => void
}

/**
 * Follows a game's stream until the returned function is called. The browser reconnects by itself and sends
 * `Last-Event-ID`, so the API resumes with no gap and no duplicate; meanwhile the connection is
 * `reconnecting`. The stream's data is the API's contract (LiveGameState for `snapshot`, LiveStreamEvent for
 * `live`).
 */
export function followLiveGame(gameId: string, handlers: LiveStreamHandlers): () => void {
  const source = new EventSource(`/api/live/${encodeURIComponent(gameId)}`)
  source.addEventListener('snapshot', (message) => {
    handlers.onSnapshot?.(JSON.parse(message.data) as LiveGameStateResponse)
  })
  source.addEventListener('live', (message) => {
    handlers.onEvent?.(JSON.parse(message.data) as LiveStreamEvent)
  })
  source.addEventListener('open', () => handlers.onConnection?.('open'))
  source.addEventListener('error', () => {
    handlers.onConnection?.(source.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting')
  })
  return () => {
    source.close()
    handlers.onConnection?.('closed')
  }
}
