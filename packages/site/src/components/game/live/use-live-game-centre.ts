'use client'

import { useEffect, useRef, useState } from 'react'
import type { LiveGameStateResponse, LiveStreamEvent } from '@league/api/contract/live'
import { advanceGameCentre, gameCentreOf, type LiveGameCentre } from '@/lib/live/game-centre'

/**
 * A live game's state and play-by-play, following its Server-Sent Events: it starts from the state the server
 * rendered, takes every `snapshot` whole and applies every `live` event with the reducer of @league/live. An
 * event that does not follow the last one (a gap the resume could not fill) opens the stream again, which
 * starts with a fresh snapshot. The stream closes once the game is final.
 */
export function useLiveGameCentre(initial: LiveGameStateResponse): LiveGameCentre {
  const [centre, setCentre] = useState(() => gameCentreOf(initial))
  // The latest value for the event handlers, which outlive renders.
  const latest = useRef(centre)
  const gameId = initial.setup.gameId

  useEffect(() => {
    let source: EventSource | undefined
    const show = (next: LiveGameCentre) => {
      latest.current = next
      setCentre(next)
      if (next.state.phase === 'final') {
        source?.close()
      }
    }
    const open = () => {
      source?.close()
      const current = new EventSource(`/api/live/${encodeURIComponent(gameId)}`)
      source = current
      // The stream's data is the API's contract (LiveGameState for `snapshot`, LiveStreamEvent for `live`).
      current.addEventListener('snapshot', (message) => {
        show(gameCentreOf(JSON.parse(message.data) as LiveGameStateResponse))
      })
      current.addEventListener('live', (message) => {
        try {
          show(advanceGameCentre(latest.current, JSON.parse(message.data) as LiveStreamEvent))
        } catch {
          open()
        }
      })
    }
    if (latest.current.state.phase !== 'final') {
      open()
    }
    return () => source?.close()
  }, [gameId])

  return centre
}
