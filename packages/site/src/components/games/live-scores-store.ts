'use client'

import type { LiveCardScores } from '@/lib/live/live-scores'

// One store per page for every card of its lists. Which of the page's games are in progress is asked in the
// browser (pages stay cacheable) by live-scores-follow.ts, a chunk of its own: the store every page with a
// game list loads first stays this small.
const wanted = new Set<string>()
const listeners = new Set<() => void>()
const empty: LiveCardScores = new Map()
let scores: LiveCardScores = empty
let checking: Promise<void> | undefined

/** What the follower reads and writes: the page's games, and the scores its cards show. */
export type LiveScoresPage = {
  wanted: ReadonlySet<string>
  scoresNow: () => LiveCardScores
  show: (next: LiveCardScores) => void
}

const page: LiveScoresPage = {
  wanted,
  scoresNow: () => scores,
  show(next) {
    scores = next
    for (const listener of listeners) {
      listener()
    }
  },
}

/** Asks once for the games registered so far; games registered later (a client navigation) ask again. */
function checkForLiveGames(): void {
  checking ??= import('./live-scores-follow')
    .then((follower) => {
      checking = undefined
      return follower.followLiveGames(page)
    })
    .catch((error: unknown) => {
      checking = undefined
      console.warn('live scores unavailable', error)
    })
}

/** Registers a card's game and its listener; a game the page has not registered yet starts a check. */
export function subscribeToLiveScores(game: string, listener: () => void): () => void {
  listeners.add(listener)
  if (!wanted.has(game)) {
    wanted.add(game)
    checkForLiveGames()
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
