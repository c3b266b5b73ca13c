'use client'

import { useRef, useState } from 'react'
import type { LiveGameStateResponse } from '@league/api/contract/live'
import { advanceGameCentre, gameCentreOf, type LiveGameCentre } from '@/lib/live/game-centre'
import { useLiveStream } from '@/lib/live/use-live-stream'

/**
 * A live game's state and play-by-play, following its Server-Sent Events with the site's one stream client:
 * it starts from the state the server rendered, takes every `snapshot` whole and applies every `live` event
 * with the reducer of @league/live. An event that does not follow the last one (a gap the resume could not
 * fill, another game) restarts the stream, which begins with a fresh snapshot. The stream closes once the game is final.
 */
export function useLiveGameCentre(initial: LiveGameStateResponse): LiveGameCentre {
  const [centre, setCentre] = useState(() => gameCentreOf(initial))
  // The latest value for the event handlers, which can run back to back before a render.
  const latest = useRef(centre)
  const alreadyFinal = initial.phase === 'final'

  useLiveStream(alreadyFinal ? null : `/api/live/${encodeURIComponent(initial.setup.gameId)}`, (controls) => {
    const show = (next: LiveGameCentre) => {
      latest.current = next
      setCentre(next)
      if (next.state.phase === 'final') {
        controls.close()
      }
    }
    return {
      snapshot: (state) => show(gameCentreOf(state)),
      live(event) {
        const next = advanceGameCentre(latest.current, event)
        if (next === 'restart') {
          controls.restart()
          return
        }
        show(next)
      },
    }
  })

  return centre
}
