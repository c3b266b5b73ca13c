import type { LiveScores } from '@league/api/contract/live'
import type { LiveCardScores } from '@/lib/live/live-scores'
import type { LiveScoresPage } from './live-scores-page'

// Loaded by the page's score store (live-scores-store.ts) once its cards have registered their games.
let following = false
let checking: Promise<void> | undefined

/**
 * Asks the site which games are in progress and, once one of the page's games is, follows the scores stream
 * for the page's life. A check compares the answer with the games registered by the time it arrives, so a
 * call while one runs joins it; once following, the stream carries every game's score and no check is needed.
 */
export function followLiveGames(page: LiveScoresPage): Promise<void> {
  if (following) {
    return Promise.resolve()
  }
  checking ??= check(page).finally(() => {
    checking = undefined
  })
  return checking
}

async function check(page: LiveScoresPage): Promise<void> {
  const response = await fetch('/api/live-scores', { cache: 'no-store' })
  if (!response.ok) {
    return
  }
  // The answer is the API's contract (LiveScores); the stream's data too (LiveScores, then LiveStreamEvent).
  const current = (await response.json()) as LiveScores
  if (!current.games.some((game) => page.wanted.has(game.gameId))) {
    return
  }
  following = true
  // The stream client, the score reducer and the live card load only now: most pages' games are not in progress.
  const [{ scoresOfSnapshot }, { followLiveScores }, { LiveGameCard }] = await Promise.all([
    import('@/lib/live/live-scores'),
    import('@/lib/live/live-scores-stream'),
    import('./live-game-card'),
  ])
  const show = (scores: LiveCardScores) => page.show({ scores, Card: LiveGameCard })
  show(scoresOfSnapshot(current))
  // On the page's one scores connection (the home page's "Live now" strip shares it), for the page's life.
  followLiveScores(show)
}
