'use client'

import { lazyIsland } from '@/components/lazy-island'

/**
 * The live scoreboard as a chunk of its own: only the header of a live game renders it, so other pages (and
 * game pages of games that are not live) do not ship it in their first-load JavaScript.
 */
export const LiveScoreboardLoader = lazyIsland(() =>
  import('./live-scoreboard').then((module) => module.LiveScoreboard),
)
