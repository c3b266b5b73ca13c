'use client'

import { ShotClock } from '@league/ui/components/shot-clock/shot-clock'
import { isLive } from '@/lib/live/scoreboard'
import type { FollowProps } from './scoreboard-screen'
import { ScreenStatus } from './screen-status'
import { useFollowedGame } from './use-followed-game'

/**
 * The shot clock alone, as large as the display allows: red under five seconds, the buzzer state at zero. Offline
 * it stands still at its last value (never a made-up expiry) and says so calmly.
 */
export function ShotClockScreen({ streamPath, initialState, serverTime, labels }: FollowProps) {
  const { state, clocks, offline } = useFollowedGame({ streamPath, initialState, initialScreens: null, serverTime })
  const shotMs = state !== null && isLive(state) ? (clocks?.shotMs ?? null) : null
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-[4vmin] bg-brand text-on-brand">
      {shotMs === null ? (
        <p className="font-heading text-[8vmin] font-bold uppercase">{labels.shotClock.off}</p>
      ) : (
        <ShotClock
          size="screen"
          milliseconds={shotMs}
          labels={{ shotClock: labels.shotClock.shotClock, expired: labels.shotClock.expired }}
        />
      )}
      <ScreenStatus state={state} offline={offline} labels={labels.connection} />
    </main>
  )
}
