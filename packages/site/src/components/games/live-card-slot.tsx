'use client'

import { lazy, Suspense, useCallback, useSyncExternalStore, type ReactNode } from 'react'
import type { LiveGameCardProps } from './live-game-card'
import { liveScoresNow, noLiveScores, subscribeToLiveScores } from './live-scores-store'

// The live card is a chunk of its own: a page loads it only once one of its games is in progress (React.lazy:
// next/dynamic would add about 2 KiB of its own to every page with a game list).
const LiveGameCard = lazy(() => import('./live-game-card').then((module) => ({ default: module.LiveGameCard })))

/**
 * A game card of a list that turns live in the browser: the server's card (`children`) until the game is in
 * progress, then the kit's card with the live score and period, following the scores stream.
 */
export function LiveCardSlot({ children, ...card }: LiveGameCardProps & { children: ReactNode }) {
  const subscribe = useCallback((listener: () => void) => subscribeToLiveScores(card.game, listener), [card.game])
  const live = useSyncExternalStore(subscribe, liveScoresNow, noLiveScores).get(card.game)
  if (live === undefined) {
    return children
  }
  // The server's card stays until the live card's chunk is there.
  return (
    <Suspense fallback={children}>
      <LiveGameCard {...card} live={live} />
    </Suspense>
  )
}
