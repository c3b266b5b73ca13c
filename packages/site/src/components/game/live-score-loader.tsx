'use client'

import dynamic from 'next/dynamic'

/**
 * Loads the live score (and SWR with it) as a separate chunk, so game pages that are not live do not ship
 * it in their first-load JavaScript.
 */
export const LiveScoreLoader = dynamic(() => import('./live-score').then((module) => module.LiveScoreWithFallback))
