// The live event bus: clock, score and play-by-play events of a game in progress, published by whoever
// runs the game (a replay, a scorer's console) and delivered to every API instance that has a listener.

/** One live event; `channel` names the stream, e.g. `aba/games/22-6`. */
export type LiveEvent = {
  /** `screens` carries an operator's screens directive; the others a live event with its scoreboard. */
  type: 'clock' | 'score' | 'play' | 'status' | 'screens'
  /** ISO time the event happened. */
  at: string
  payload: Record<string, unknown>
}

export type LiveListener = (event: LiveEvent, channel: string) => void

export interface LiveBus {
  readonly kind: 'memory' | 'redis'
  publish(channel: string, event: LiveEvent): Promise<void>
  /** Resolves once the listener is registered (and, on Redis, the channel subscribed); returns unsubscribe. */
  subscribe(channel: string, listener: LiveListener): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** `<client slug>/games/<game slug>`: every bus uses the same channel names. */
export function gameChannel(clientSlug: string, gameSlug: string): string {
  return `${clientSlug}/games/${gameSlug}`
}

/** `<client slug>/venues/<venue slug>`: every event of the game the venue's screens show. */
export function venueChannel(clientSlug: string, venueSlug: string): string {
  return `${clientSlug}/venues/${venueSlug}`
}

/** `<client slug>/scores`: every event of every game of the client, for the score lists of the site. */
export function scoresChannel(clientSlug: string): string {
  return `${clientSlug}/scores`
}
