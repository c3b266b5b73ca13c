'use client'

import { useRouter } from 'next/navigation'
import { useRef } from 'react'
import { isLive } from '@/lib/live/scoreboard'
import { useLiveStream } from '@/lib/live/use-live-stream'

/** The least time between two refreshes: the page's live read is regenerated when the API says the game went live. */
const refreshEveryMs = 2_000

/**
 * Switches a game page that was rendered before its game went live (a scheduled game, or a finished one about
 * to be replayed) to the live view on the first event, without a reload: it follows the game's stream while the
 * page is not live and refreshes the server's render when the stream says the game is on. The API revalidates
 * the page's live read on the first event; a refresh that still finds it not live is tried again on a later
 * event. Renders nothing; once the page is live, the live scoreboard follows the stream instead.
 */
export function GameLiveSwitch({ gameId, live }: { gameId: string; live: boolean }) {
  const router = useRouter()
  const lastRefresh = useRef(0)
  const refresh = () => {
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
  return null
}
