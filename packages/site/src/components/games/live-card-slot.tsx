'use client'

import { useCallback, useSyncExternalStore, type ReactNode } from 'react'
import type { LiveGameCardProps } from './live-game-card'
import { liveCardsNow, noLiveCards, subscribeToLiveScores } from './live-scores-store'

/**
 * A game card of a list that turns live in the browser: the server's card (`children`) until the game is in
 * progress, then the kit's card with the live score and period, following the scores stream. The live card's
 * code arrives with the first live score (live-scores-follow.ts), so the page's first load carries only this.
 */
export function LiveCardSlot({ children, ...card }: LiveGameCardProps & { children: ReactNode }) {
  const subscribe = useCallback((listener: () => void) => subscribeToLiveScores(card.game, listener), [card.game])
  const live = useSyncExternalStore(subscribe, liveCardsNow, noLiveCards)
  const score = live?.scores.get(card.game)
  if (live === undefined || score === undefined) {
    return children
  }
  return <live.Card {...card} live={score} />
}
