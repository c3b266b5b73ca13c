'use client'

import type { LiveScores } from '@league/api/contract/live'
import { useEffect, useState } from 'react'
import { lazyIsland } from '@/components/lazy-island'
import type { LiveNowLabels } from './live-now-strip'

const LiveNowStrip = lazyIsland(() => import('./live-now-strip').then((module) => module.LiveNowStrip))

/**
 * Asks once whether any of the client's games is in progress; only then loads the "Live now" strip (its
 * stream client and cards are a chunk of their own), so a home page without live games carries none of it.
 */
export function LiveNowLoader({ labels, locale }: { labels: LiveNowLabels; locale: string }) {
  const [live, setLive] = useState<LiveScores>()
  useEffect(() => {
    let stopped = false
    fetch('/api/live-scores', { cache: 'no-store' })
      .then(async (response) => (response.ok ? ((await response.json()) as LiveScores) : undefined))
      .then((answer) => {
        if (!stopped && answer?.games.some((game) => game.clocks.phase !== 'final')) {
          setLive(answer)
        }
      })
      .catch((error: unknown) => console.warn('live scores unavailable', error))
    return () => {
      stopped = true
    }
  }, [])
  return live ? <LiveNowStrip labels={labels} locale={locale} initial={live} /> : null
}
