'use client'

import { LowerThird } from '@league/ui/components/lower-third/lower-third'
import { Scoreboard } from '@league/ui/components/scoreboard/scoreboard'
import { logoOf } from '@/lib/screens/crests'
import { findPlayer } from '@/lib/screens/figures'
import type { FollowProps } from './scoreboard-screen'
import { phaseText } from './scoreboard-screen'
import { useFollowedGame } from './use-followed-game'

/**
 * The broadcaster's overlay (an OBS or vMix browser source at 1920×1080): a transparent page with the score bug
 * in the top-left corner and, when the operator asks for one, a player's lower third. The connection status
 * appears only while the stream is lost, so the picture stays clean.
 */
export function BroadcastScreen({
  streamPath,
  initialState,
  initialScreens,
  serverTime,
  locale,
  labels,
  crests,
}: FollowProps) {
  const { state, clocks, screens } = useFollowedGame({
    streamPath,
    initialState,
    initialScreens: initialScreens ?? null,
    serverTime,
  })
  const lowerThirdId = screens?.broadcast.lowerThird?.playerId
  const player = state !== null && lowerThirdId !== undefined ? findPlayer(state, lowerThirdId) : undefined
  const phase = state === null ? null : phaseText(state, labels)
  return (
    <main className="relative h-dvh w-full">
      {state !== null && clocks !== null ? (
        <div className="absolute top-[3.5vh] left-[3vw] flex items-center gap-3">
          <Scoreboard
            variant="broadcast"
            locale={locale}
            labels={labels.scoreboard}
            home={{
              name: state.home.name,
              shortName: state.home.id,
              ...logoOf(crests, state.home.id),
              score: state.home.score,
              fouls: state.home.teamFoulsForPenalty,
              timeoutsLeft: state.home.timeoutsLeft,
            }}
            away={{
              name: state.away.name,
              shortName: state.away.id,
              ...logoOf(crests, state.away.id),
              score: state.away.score,
              fouls: state.away.teamFoulsForPenalty,
              timeoutsLeft: state.away.timeoutsLeft,
            }}
            period={Math.max(1, state.period)}
            clockMs={clocks.gameMs}
            possession={state.possessionArrow}
            size="screen"
          />
          {phase === null ? null : (
            <p className="rounded-brand bg-brand px-3 py-2 font-heading text-2xl font-bold text-on-brand uppercase">
              {phase}
            </p>
          )}
        </div>
      ) : null}
      {player !== undefined && state !== null ? (
        <LowerThird
          className="absolute bottom-[8vh] left-[6vw]"
          label={labels.tv.lowerThird.replace('{name}', player.figures.name)}
          name={player.figures.name}
          {...(player.figures.number ? { number: player.figures.number } : {})}
          team={{
            name: state[player.side].name,
            shortName: state[player.side].id,
            ...logoOf(crests, state[player.side].id),
          }}
          stats={[
            { label: labels.tv.short.points, value: String(player.figures.points) },
            { label: labels.tv.short.rebounds, value: String(player.figures.rebounds) },
            { label: labels.tv.short.assists, value: String(player.figures.assists) },
            { label: labels.tv.short.pir, value: String(player.figures.pir) },
          ]}
        />
      ) : null}
    </main>
  )
}
