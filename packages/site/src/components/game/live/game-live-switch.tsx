'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { isLive } from '@/lib/live/scoreboard'
import { useLiveStream } from '@/lib/live/use-live-stream'

/** The least time between two refreshes: the page's live read is regenerated when the API says the game went live. */
export const refreshEveryMs = 2_000

/**
 * Switches a game page that was rendered before its game went live (a scheduled game, or a finished one about
 * to be replayed) to the live view on the first event, without a reload: it follows the game's stream while the
 * page is not live and refreshes the server's render when the stream says the game is on. The API revalidates
 * the page's live read on the first event, but a refresh may still get the render from before (the site
 * regenerates it in the background), and a scorer's next event may be minutes away: so once the stream has said
 * the game is on, the page is refreshed again every {@link refreshEveryMs} until its render is live. Renders
 * nothing; once the page is live, the live scoreboard follows the stream instead.
 */
export function GameLiveSwitch({ gameId, live }: { gameId: string; live: boolean }) {
  const router = useRouter()
  const lastRefresh = useRef(0)
  const [wentLive, setWentLive] = useState(false)
  const refresh = () => {
    setWentLive(true)
    const now = Date.now()
    if (now - lastRefresh.current >= refreshEveryMs) {
      lastRefresh.current = now
      router.refresh()
    }
  }
  useLiveStream(live ? null : `/api/live/${encodeURIComponent(gameId)}`, {
    snapshot(state) {
      if (isLive(state)) {
        refresh()
      }
    },
    live(event) {
      if (event.clocks.phase !== 'final' || event.event.sequence === 1) {
        refresh()
      }
    },
  })
  useEffect(() => {
    if (live || !wentLive) {
      return undefined
    }
    const timer = setInterval(() => {
      lastRefresh.current = Date.now()
      router.refresh()
    }, refreshEveryMs)
    return () => clearInterval(timer)
  }, [live, wentLive, router])
  return null
}
