'use client'

import { lazyIsland } from '@/components/lazy-island'

// The live tabs as chunks of their own: only a tab of a live game renders them, so finished games' pages (and
// every other page) do not ship the reducer or the stream client in their first-load JavaScript.
export const LiveBoxScoreLoader = lazyIsland(() => import('./live-box-score').then((module) => module.LiveBoxScore))
export const LiveTeamStatsLoader = lazyIsland(() => import('./live-team-stats').then((module) => module.LiveTeamStats))
export const LivePlayByPlayLoader = lazyIsland(() =>
  import('./live-play-by-play').then((module) => module.LivePlayByPlay),
)
