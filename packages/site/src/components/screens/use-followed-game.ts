'use client'

import { useRef, useState } from 'react'
import type { ScreensDirective } from '@league/api/contract/screens'
import type { LiveGameState } from '@league/live/state'
import { followLiveEvent, screenClocks, type ScreenClocks } from '@/lib/live/follow-game'
import type { LiveConnection } from '@/lib/live/live-stream'
import { useLiveStream } from '@/lib/live/use-live-stream'
import { useClockNow } from '@/lib/clock/clock-tick'
import { useServerOffset } from '@/lib/clock/use-server-offset'

export type FollowedGame = {
  /** The game's whole state; null at a venue before any game has gone live there. */
  state: LiveGameState | null
  clocks: ScreenClocks | null
  connection: LiveConnection
  /**
   * The stream is lost: the clocks stand at what they showed then (a screen cannot know whether the officials
   * stopped the game, so it never counts on to a fake expiry) and the screen may say so calmly to the operator.
   */
  offline: boolean
  /** What the operator shows on the broadcast and tv-stats screens (the newest revision heard). */
  screens: ScreensDirective | null
}

/**
 * A screen's game, followed on `streamPath` (the game's or the venue's stream door). It starts from the state
 * the server rendered, so a screen opened mid-game is right at once, replaces it with each snapshot, folds in
 * each live event, and redraws the clocks as their shown value changes, from the last server anchor. Offline, the
 * clocks stop where they were (the server time of the loss is kept) until the stream's next snapshot.
 */
export function useFollowedGame({
  streamPath,
  initialState,
  initialScreens,
  serverTime,
}: {
  streamPath: string
  initialState: LiveGameState | null
  initialScreens: ScreensDirective | null
  /** The server time the initial state was read at, for the first clock offset. */
  serverTime: number
}): FollowedGame {
  const [state, setState] = useState(initialState)
  // The handlers read the newest state without waiting for a render (events can arrive back to back).
  const stateRef = useRef(initialState)
  const follow = (next: LiveGameState | null) => {
    stateRef.current = next
    setState(next)
  }
  const [screens, setScreens] = useState(initialScreens)
  // The server's clock minus ours, learnt from every message and a few timed round trips (see server-offset.ts).
  const { offsetMs, heard } = useServerOffset({
    initialOffsetMs: () => serverTime - Date.now(),
    probePath: '/api/live-scores?for=clock',
  })

  // The server time the stream was lost at; null while it is open.
  const [lostAt, setLostAt] = useState<number | null>(null)

  const [now, redraw] = useClockNow({
    running: state !== null && state.gameClock.running && lostAt === null,
    rate: state?.setup.clockRate ?? 1,
    initialNow: () => Date.now(),
    remainingAt: (wallTime) => (state === null ? 0 : screenClocks(state, wallTime + offsetMs).gameMs),
  })

  const connection = useLiveStream(streamPath, (controls) => ({
    snapshot(next) {
      heard(next.clocks.serverTime)
      redraw()
      follow(next)
    },
    live(event) {
      heard(event.serverTime)
      redraw()
      const followed = stateRef.current === null ? 'restart' : followLiveEvent(stateRef.current, event)
      if (followed === 'restart') {
        // Another game at the venue, or a gap: a fresh connection starts with the snapshot of the current game.
        controls.restart()
        return
      }
      follow(followed)
    },
    connection(next) {
      setLostAt((current) => (next === 'open' ? null : (current ?? Date.now() + offsetMs)))
    },
    screens(directive) {
      setScreens((current) =>
        current !== null && current.gameId === directive.gameId && current.revision >= directive.revision
          ? current
          : directive,
      )
    },
  }))

  return {
    state,
    clocks: state === null ? null : screenClocks(state, lostAt ?? now + offsetMs),
    connection,
    offline: lostAt !== null,
    screens: screens !== null && state !== null && screens.gameId !== state.setup.gameId ? null : screens,
  }
}
