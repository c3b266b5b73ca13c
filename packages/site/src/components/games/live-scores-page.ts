import type { ComponentType } from 'react'
import type { LiveCardScore, LiveCardScores } from '@/lib/live/live-scores'
import type { LiveGameCardProps } from './live-game-card'

// The types the page's card store and its lazily loaded follower share, apart from both so that neither
// imports the other's module (the store loads the follower as a chunk of its own).

/**
 * What the page's cards show once one of its games is in progress: the live scores, and the live card's
 * component, loaded with them (so a card switches in one step, with no loading state of its own).
 */
export type LiveCards = {
  scores: LiveCardScores
  Card: ComponentType<LiveGameCardProps & { live: LiveCardScore }>
}

/** What the follower reads and writes: the page's games, and what its cards show. */
export type LiveScoresPage = {
  wanted: ReadonlySet<string>
  now: () => LiveCards | undefined
  show: (next: LiveCards) => void
}
