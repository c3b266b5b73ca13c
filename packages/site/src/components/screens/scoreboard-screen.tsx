'use client'

import type { ReactNode } from 'react'
import type { ScreensDirective } from '@league/api/contract/screens'
import type { LiveGameState } from '@league/live/state'
import type { TeamMarksByCode } from '@/lib/screens/team-marks'
import type { ScreenLabels } from '@/lib/screens/screen-labels'
import { isLive } from '@/lib/live/scoreboard'
import { LiveScoreboard } from './live-scoreboard'
import { ScreenStatus } from './screen-status'
import { useFollowedGame } from './use-followed-game'

export type FollowProps = {
  streamPath: string
  initialState: LiveGameState | null
  initialScreens?: ScreensDirective | null
  serverTime: number
  locale: string
  labels: ScreenLabels
  /** What the screen shows before a game goes live there (the next game, or the last result). */
  fallback?: ReactNode
  /** The clubs' crests and colours by team code; a team with neither shows its code in the league's colours. */
  marks?: TeamMarksByCode
}

/** The phase in words when the clock is not the point: before the game, in a break, after it. */
export function phaseText(state: LiveGameState, labels: ScreenLabels): string | null {
  switch (state.phase) {
    case 'scheduled':
      return labels.phase.scheduled
    case 'break':
      return labels.phase.break
    case 'final':
      return labels.phase.final
    case 'period':
      return null
    default:
      state.phase satisfies never
      return null
  }
}

/**
 * The hall's scoreboard: score, period, game clock (tenths in the last minute), team fouls and penalty,
 * timeouts left, the shot clock and the possession arrow, in the client's colours, large enough to read across
 * the hall, in landscape (1920×1080) and on a portrait LED (1080×1920).
 */
export function ScoreboardScreen({
  streamPath,
  initialState,
  serverTime,
  locale,
  labels,
  fallback,
  marks,
}: FollowProps) {
  const { state, clocks, offline } = useFollowedGame({ streamPath, initialState, initialScreens: null, serverTime })
  const showGame = state !== null && clocks !== null && (isLive(state) || state.phase === 'final')
  const phase = showGame ? phaseText(state, labels) : null
  return (
    <main className="flex min-h-dvh flex-col bg-brand text-on-brand">
      {showGame ? (
        <LiveScoreboard
          state={state}
          clocks={clocks}
          marks={marks}
          labels={labels}
          variant="arena"
          locale={locale}
          // After the final buzzer the arrow points to no possession to come.
          possession={state.phase === 'final' ? null : state.possessionArrow}
          shotClockMs={clocks.shotMs}
          size="screen"
          className="min-h-0 grow content-center"
        />
      ) : (
        <div className="flex grow items-center justify-center p-[4vmin]">{fallback}</div>
      )}
      <footer className="flex items-center justify-between gap-4 p-[2vmin]">
        <p className="font-heading text-[clamp(1.5rem,3vmax,3.5rem)] font-bold uppercase">{phase}</p>
        <ScreenStatus state={state} offline={offline} labels={labels.connection} />
      </footer>
    </main>
  )
}
