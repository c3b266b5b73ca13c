'use client'

import { formatGameClock, gameClockDuration } from '@league/ui/components/scoreboard/game-clock'
import { useState } from 'react'
import { gameClockRemainingMs, scoreboardOfState, type LiveScoreboard as Scoreboard } from '@/lib/live/scoreboard'
import { useLiveStream } from '@/lib/live/use-live-stream'
import { useClockNow } from '@/lib/clock/clock-tick'
import { useServerOffset } from '@/lib/clock/use-server-offset'

export type LiveScoreboardLabels = {
  live: string
  final: string
  reconnecting: string
  /** Break between periods. */
  periodBreak: string
  /** "{home} {homeScore}, {away} {awayScore}" in the page's language. */
  score: string
  /** Game clock, for screen readers. */
  clock: string
  /** Period names in order: Q1…Q4, then overtimes. */
  periods: string[]
}

/**
 * The score, period and game clock of a live game, following its Server-Sent Events. It starts from the
 * scoreboard the server rendered (no flash), replaces it with every `snapshot` and `live` event, and runs the
 * clock between events from the server's anchor. `useLiveStream` reconnects with backoff and resumes from the
 * last event id, so the API resumes with no gap; meanwhile the scoreboard says it is reconnecting.
 */
export function LiveScoreboard({
  initial,
  home,
  away,
  labels,
}: {
  initial: Scoreboard
  home: string
  away: string
  labels: LiveScoreboardLabels
}) {
  const [scoreboard, setScoreboard] = useState(initial)
  // The server's clock minus ours, learnt from every message and a few timed round trips (see server-offset.ts).
  const { offsetMs, heard } = useServerOffset({ initialOffsetMs: () => 0, probePath: '/api/live-scores?for=clock' })
  const final = scoreboard.clocks.phase === 'final'
  const [now, redraw] = useClockNow({
    running: scoreboard.clocks.gameClockRunning && !final,
    rate: scoreboard.clocks.clockRate,
    initialNow: () => initial.clocks.serverTime,
    remainingAt: (wallTime) => gameClockRemainingMs(scoreboard.clocks, wallTime, offsetMs),
  })

  const connection = useLiveStream(`/api/live/${encodeURIComponent(initial.gameId)}`, (controls) => {
    const receive = (next: Scoreboard) => {
      heard(next.clocks.serverTime)
      redraw()
      setScoreboard(next)
      if (next.clocks.phase === 'final') {
        controls.close()
      }
    }
    return {
      // A snapshot of a game not live (yet: a render older than a replay run started again) keeps following,
      // so the first event brings the score; closing here left a page showing 0:0 and "Live" for good.
      snapshot(state) {
        receive(scoreboardOfState(state))
      },
      live: receive,
    }
  })

  const { clocks } = scoreboard
  const remaining = gameClockRemainingMs(clocks, now, offsetMs)
  const periodName = labels.periods[Math.min(clocks.period, labels.periods.length) - 1] ?? ''
  const scoreLabel = labels.score
    .replace('{home}', home)
    .replace('{away}', away)
    .replace('{homeScore}', String(scoreboard.home.score))
    .replace('{awayScore}', String(scoreboard.away.score))
  const status = final ? labels.final : connection === 'reconnecting' ? labels.reconnecting : labels.live
  return (
    <div data-live-game={scoreboard.gameId}>
      <p aria-live="polite" className="font-heading text-4xl font-bold tabular-nums sm:text-score">
        <span className="sr-only">{scoreLabel}</span>
        <span aria-hidden="true" data-testid="live-home-score">
          {scoreboard.home.score}
        </span>
        <span aria-hidden="true">:</span>
        <span aria-hidden="true" data-testid="live-away-score">
          {scoreboard.away.score}
        </span>
      </p>
      {final ? null : (
        <p className="mt-1 text-lg font-semibold tabular-nums">
          <span>{clocks.phase === 'break' ? `${periodName} · ${labels.periodBreak}` : periodName}</span>
          {clocks.phase === 'period' ? (
            <>
              {' · '}
              <time aria-label={labels.clock} dateTime={gameClockDuration(remaining)}>
                {formatGameClock(remaining)}
              </time>
            </>
          ) : null}
        </p>
      )}
      <output
        className={`mt-1 inline-block rounded-pill px-2 py-0.5 text-xs font-semibold uppercase ${connection === 'reconnecting' ? 'bg-on-brand/30' : 'bg-on-brand/15'}`}
      >
        {final ? null : <span aria-hidden="true">● </span>}
        {status}
      </output>
    </div>
  )
}
