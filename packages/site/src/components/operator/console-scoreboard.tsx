'use client'

import type { LiveGameStateResponse } from '@league/api/contract/live'
import { formatGameClock } from '@league/ui/components/scoreboard/game-clock'
import { formatShotClock } from '@league/ui/components/shot-clock/shot-clock'
import { useEffect, useState } from 'react'
import type { LiveConnection } from '@/lib/live/live-stream'
import { inBonus } from '@/lib/live/bonus'
import { gameClockRemainingMs } from '@/lib/live/scoreboard'
import { fillMessage, type ConsoleLabels } from '@/lib/operator/console-labels'

/**
 * What the scorer checks at a glance: score, period, both clocks (run from the server's anchor, as every
 * screen does), team fouls and timeouts left, "Bonus" under the team that shoots free throws on the next foul
 * (the shared rule of `lib/live/bonus.ts`), and whether the console is connected to the game's stream.
 * While it includes events the server has not confirmed, it says so and draws its figures dashed.
 */
export function ConsoleScoreboard({
  state,
  waitingIncluded = 0,
  offsetMs,
  connection,
  labels,
}: {
  state: LiveGameStateResponse
  /** Waiting (not yet confirmed) events the state includes. */
  waitingIncluded?: number
  offsetMs: number
  connection: LiveConnection
  labels: ConsoleLabels
}) {
  const { clocks } = state
  const [now, setNow] = useState(() => clocks.serverTime - offsetMs)
  const running = clocks.gameClockRunning
  useEffect(() => {
    if (!running) {
      return undefined
    }
    const timer = setInterval(() => setNow(Date.now()), 200)
    return () => clearInterval(timer)
  }, [running])

  // Never before the state's own reading: the ticking `now` may be older than a state that just arrived.
  const at = Math.max(now, clocks.serverTime - offsetMs)
  const gameClock = formatGameClock(gameClockRemainingMs(clocks, at, offsetMs))
  const shotClock =
    clocks.shotClockSeconds === null
      ? '–'
      : formatShotClock(
          gameClockRemainingMs(
            { ...clocks, gameClockSeconds: clocks.shotClockSeconds, gameClockRunning: clocks.shotClockRunning },
            at,
            offsetMs,
          ),
        )
  const phase =
    state.phase === 'period' ? fillMessage(labels.period, { period: state.period }) : labels.phase[state.phase]
  return (
    <section
      aria-label={labels.state}
      data-provisional={waitingIncluded > 0 ? '' : undefined}
      className="rounded-brand border border-input bg-surface-raised p-4 data-[provisional]:border-dashed"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{phase}</p>
        <output className="rounded-pill bg-muted px-2 py-0.5 text-xs font-semibold uppercase">
          {labels.connection[connection]}
        </output>
      </div>
      {waitingIncluded > 0 ? (
        <p className="mt-1 text-sm font-semibold">{fillMessage(labels.provisional, { count: waitingIncluded })}</p>
      ) : null}
      <div className="mt-2 grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center">
        {(['home', 'away'] as const).map((side, index) => {
          const team = state[side]
          return (
            <div key={side} className={index === 0 ? 'order-1' : 'order-3'}>
              <p className="font-heading text-lg font-bold">{team.name}</p>
              <p
                className={`font-heading text-5xl font-bold tabular-nums ${waitingIncluded > 0 ? 'underline decoration-dashed underline-offset-8' : ''}`}
                data-testid={`operator-${side}-score`}
              >
                {team.score}
              </p>
              <p className="text-sm">{fillMessage(labels.teamFouls, { count: team.teamFoulsForPenalty })}</p>
              <p className="text-sm">{fillMessage(labels.timeoutsLeft, { count: team.timeoutsLeft })}</p>
              {/* The side that shoots, as on every screen: the opponents of the team over the foul limit. */}
              {inBonus(state, side) ? <p className="text-sm font-semibold">{labels.bonus}</p> : null}
            </div>
          )
        })}
        <dl className="order-2 flex flex-col gap-1 tabular-nums">
          <dt className="text-xs text-on-muted">{labels.gameClock}</dt>
          <dd className="font-heading text-3xl font-bold">{gameClock}</dd>
          <dt className="text-xs text-on-muted">{labels.shotClock}</dt>
          <dd className="text-xl font-semibold">{shotClock}</dd>
        </dl>
      </div>
    </section>
  )
}
