'use client'

import { useState } from 'react'
import { LowerThird } from '@league/ui/components/lower-third/lower-third'
import { onAirOf, type OnAir as OnAirFlags } from '@/lib/screens/broadcast-cue'
import { markOf } from '@/lib/screens/team-marks'
import { findPlayer } from '@/lib/screens/figures'
import { BroadcastScoreBug } from './broadcast-score-bug'
import { OnAir } from './on-air'
import type { FollowProps } from './scoreboard-screen'
import { phaseText } from './scoreboard-screen'
import { SponsorSlot, type Sponsor } from './sponsor-slot'
import { useFollowedGame } from './use-followed-game'

export type BroadcastPreview = { playerId: string | null }

/**
 * The broadcaster's overlay (an OBS or vMix browser source, 1920×1080 or 1280×720): a transparent page with the
 * score bug in the top-left corner, the sponsor's mark in the top-right one and, when the director cues one, a
 * player's lower third, each sliding in and out on the director's cue. Nothing about the feed goes on air: a lost
 * stream only stops the clocks. `preview` (the cue panel's) shows every graphic whatever is on air.
 */
export function BroadcastScreen({
  streamPath,
  initialState,
  initialScreens,
  serverTime,
  locale,
  labels,
  marks,
  sponsor,
  preview,
}: FollowProps & { sponsor?: Sponsor | null; preview?: BroadcastPreview | null }) {
  const { state, clocks, screens } = useFollowedGame({
    streamPath,
    initialState,
    initialScreens: initialScreens ?? null,
    serverTime,
  })
  const cued = onAirOf(screens)
  const onAir: OnAirFlags = preview ? { scoreBug: true, lowerThird: true, tvStats: true } : cued
  const lowerThirdId = (preview ? preview.playerId : screens?.broadcast.lowerThird?.playerId) ?? null
  // The last player cued stays in the lower third while it slides out.
  const [shownId, setShownId] = useState(lowerThirdId)
  if (lowerThirdId !== null && lowerThirdId !== shownId) {
    setShownId(lowerThirdId)
  }
  const player = state !== null && shownId !== null ? findPlayer(state, shownId) : undefined
  const phase = state === null ? null : phaseText(state, labels)
  return (
    <main className="relative h-dvh w-full overflow-hidden text-[clamp(0.75rem,1.25vw,1.5rem)]">
      {state !== null && clocks !== null && state.sequence > 0 ? (
        <OnAir on={onAir.scoreBug} className="absolute top-[4vh] left-[3vw]" label={labels.scoreboard.scoreboard}>
          <BroadcastScoreBug
            state={state}
            clocks={clocks}
            marks={marks}
            labels={labels}
            locale={locale}
            phase={phase}
          />
        </OnAir>
      ) : null}
      {sponsor ? (
        <OnAir on={onAir.scoreBug} className="absolute top-[4vh] right-[3vw]">
          <SponsorSlot sponsor={sponsor} />
        </OnAir>
      ) : null}
      <OnAir
        on={onAir.lowerThird && lowerThirdId !== null && player !== undefined}
        from="bottom"
        className="absolute bottom-[8vh] left-[6vw]"
      >
        {player !== undefined && state !== null ? (
          <LowerThird
            label={labels.tv.lowerThird.replace('{name}', player.figures.name)}
            name={player.figures.name}
            {...(player.figures.number ? { number: player.figures.number } : {})}
            team={{
              name: state[player.side].name,
              shortName: state[player.side].id,
              ...markOf(marks, state[player.side].id),
            }}
            stats={[
              { label: labels.tv.short.points, value: String(player.figures.points) },
              { label: labels.tv.short.rebounds, value: String(player.figures.rebounds) },
              { label: labels.tv.short.assists, value: String(player.figures.assists) },
              { label: labels.tv.short.pir, value: String(player.figures.pir) },
            ]}
          />
        ) : null}
      </OnAir>
    </main>
  )
}
