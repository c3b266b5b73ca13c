'use client'

import dynamic from 'next/dynamic'

// The live tabs as chunks of their own: only a tab of a live game renders them, so finished games' pages (and
// every other page) do not ship the reducer or the stream client in their first-load JavaScript.
export const LiveBoxScoreLoader = dynamic(() => import('./live-box-score').then((module) => module.LiveBoxScore))
export const LiveTeamStatsLoader = dynamic(() => import('./live-team-stats').then((module) => module.LiveTeamStats))
export const LivePlayByPlayLoader = dynamic(() => import('./live-play-by-play').then((module) => module.LivePlayByPlay))
