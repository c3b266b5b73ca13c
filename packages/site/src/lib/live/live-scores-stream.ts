// The page's one connection to the scores stream. The home page's "Live now" strip and the page's game cards
// (components/games/live-scores-follow.ts) both follow every live score: each opening its own EventSource
// doubled the connections a game day's crowd holds open on the API, for the same data.
import type { LiveScores, LiveStreamEvent } from '@league/api/contract/live'
import { scoresOfSnapshot, withScoreEvent, type LiveCardScores } from './live-scores'
import { openLiveStream, type LiveStreamControls } from './live-stream'

type ScoresListener = (scores: LiveCardScores) => void

const listeners = new Set<ScoresListener>()
let stream: LiveStreamControls | undefined
let latest: LiveCardScores | undefined

function publish(scores: LiveCardScores): void {
  latest = scores
  for (const listener of listeners) {
    listener(scores)
  }
}

/**
 * Calls `listener` with every game's live scores, at once if the stream has already brought some, until the
 * returned function is called. The first follower opens the stream; the last one to leave closes it.
 */
export function followLiveScores(listener: ScoresListener): () => void {
  listeners.add(listener)
  if (latest !== undefined) {
    listener(latest)
  }
  stream ??= openLiveStream<LiveScores>('/api/live-scores/stream', {
    snapshot: (snapshot) => publish(scoresOfSnapshot(snapshot)),
    live: (event: LiveStreamEvent) => publish(withScoreEvent(latest ?? new Map(), event)),
  })
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      stream?.close()
      stream = undefined
      latest = undefined
    }
  }
}
