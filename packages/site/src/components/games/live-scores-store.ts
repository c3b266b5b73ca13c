'use client'

import type { LiveScores, LiveStreamEvent } from '@league/api/contract/live'
import type { LiveCardScores } from '@/lib/live/live-scores'

// One store per page for every card of its lists: the first card to mount asks the site once which games are
// in progress, and only when one of the page's games is opens the scores stream. Pages stay cacheable: the
// live part is read here, in the browser.
const wanted = new Set<string>()
const listeners = new Set<() => void>()
const empty: LiveCardScores = new Map()
let scores: LiveCardScores = empty
let started = false

function show(next: LiveCardScores): void {
  scores = next
  for (const listener of listeners) {
    listener()
  }
}

async function start(): Promise<void> {
  const response = await fetch('/api/live-scores', { cache: 'no-store' })
  if (!response.ok) {
    return
  }
  // The answer is the API's contract (LiveScores); the stream's data too (LiveScores, then LiveStreamEvent).
  const current = (await response.json()) as LiveScores
  if (!current.games.some((game) => wanted.has(game.gameId))) {
    return
  }
  // The stream client and the score reducer load only now: most pages' games are not in progress.
  const [{ scoresOfSnapshot, withScoreEvent }, { openLiveStream }] = await Promise.all([
    import('@/lib/live/live-scores'),
    import('@/lib/live/live-stream'),
  ])
  show(scoresOfSnapshot(current))
  // For the page's life, with the site's one stream client (resume, backoff, offline).
  openLiveStream<LiveScores>('/api/live-scores/stream', {
    snapshot: (snapshot) => show(scoresOfSnapshot(snapshot)),
    live: (event: LiveStreamEvent) => show(withScoreEvent(scores, event)),
  })
}

/** Registers a card's game and its listener; the first registration starts the store. */
export function subscribeToLiveScores(game: string, listener: () => void): () => void {
  wanted.add(game)
  listeners.add(listener)
  if (!started) {
    started = true
    // Once the cards of this render have registered their games.
    queueMicrotask(() => {
      start().catch((error: unknown) => {
        console.warn('live scores unavailable', error)
      })
    })
  }
  return () => {
    listeners.delete(listener)
  }
}

export function liveScoresNow(): LiveCardScores {
  return scores
}

export function noLiveScores(): LiveCardScores {
  return empty
}
