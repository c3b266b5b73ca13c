'use client'

import type { LiveGameState } from '@league/live/state'
import { ConnectionStatus } from '@league/ui/components/connection-status/connection-status'
import { isLive } from '@/lib/live/scoreboard'
import type { ScreenLabels } from '@/lib/screens/screen-labels'

/**
 * What an arena screen says about its feed: "Offline" in a calm grey while the stream is lost (for the operator:
 * the clocks stand still meanwhile), "Live" only while the game is on, and nothing before or after it, so a final
 * score never carries a live badge. The broadcast pictures show none of it: nothing about the feed goes on air.
 */
export function ScreenStatus({
  state,
  offline,
  labels,
}: {
  state: LiveGameState | null
  offline: boolean
  labels: ScreenLabels['connection']
}) {
  if (offline) {
    return <ConnectionStatus size="screen" state="closed" labels={labels} />
  }
  return state !== null && isLive(state) ? <ConnectionStatus size="screen" state="open" labels={labels} /> : null
}
