'use client'

import type { LiveCards, LiveScoresPage } from './live-scores-page'

// One store per page for every card of its lists. Which of the page's games are in progress is asked in the
// browser (pages stay cacheable) by live-scores-follow.ts, a chunk of its own: the store every page with a
// game list loads first stays this small.
const wanted = new Set<string>()
const listeners = new Set<() => void>()
let live: LiveCards | undefined
let checking: Promise<void> | undefined

const page: LiveScoresPage = {
  wanted,
  now: () => live,
  show(next) {
    live = next
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

export function liveCardsNow(): LiveCards | undefined {
  return live
}

/** Nothing is live on the server, nor before hydration. */
export function noLiveCards(): undefined {
  return undefined
}
