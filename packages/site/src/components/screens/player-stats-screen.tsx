'use client'

import { useEffect, useState } from 'react'
import {
  PlayerStatsBoard,
  type PlayerStatsBoardTeam,
} from '@league/ui/components/player-stats-board/player-stats-board'
import type { LiveGameState } from '@league/live/state'
import { isLive } from '@/lib/live/scoreboard'
import { onCourt, playedBy, type Side } from '@/lib/screens/figures'
import type { FollowProps } from './scoreboard-screen'
import { phaseText } from './scoreboard-screen'
import { LiveScoreboard } from './live-scoreboard'
import { ScreenStatus } from './screen-status'
import { useFollowedGame } from './use-followed-game'

/** How long each page stays up before the next: long enough to find one's player from the stands. */
const pageMilliseconds = 10_000

/** Rows one team's page holds so that the page, with the score strip above it, fits a 1080-pixel-high screen. */
export const rowsPerPage = 8

function teamOf(state: LiveGameState, side: Side, players: PlayerStatsBoardTeam['players']): PlayerStatsBoardTeam {
  return { name: state[side].name, shortName: state[side].id, players }
}

/** A team's players who have played, in pages of `rowsPerPage`. */
function teamPages(state: LiveGameState, side: Side): PlayerStatsBoardTeam[][] {
  const players = playedBy(state, side)
  const pages: PlayerStatsBoardTeam[][] = []
  for (let start = 0; start < players.length; start += rowsPerPage) {
    pages.push([teamOf(state, side, players.slice(start, start + rowsPerPage))])
  }
  return pages
}

/** The pages the screen rotates through: both fives on court, then each team's players who have played. */
export function pagesOf(state: LiveGameState): PlayerStatsBoardTeam[][] {
  return [
    [teamOf(state, 'home', onCourt(state, 'home')), teamOf(state, 'away', onCourt(state, 'away'))],
    ...teamPages(state, 'home'),
    ...teamPages(state, 'away'),
  ]
}

/**
 * Players' points, fouls and PIR for the hall, rotating through pages, on the arena's dark brand colour under a
 * strip with the score and the game clock, so the screen is never without them; every page fits 1920×1080.
 */
export function PlayerStatsScreen({
  streamPath,
  initialState,
  serverTime,
  locale,
  labels,
  fallback,
  marks,
}: FollowProps) {
  const { state, clocks, offline } = useFollowedGame({ streamPath, initialState, initialScreens: null, serverTime })
  const [page, setPage] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setPage((current) => current + 1), pageMilliseconds)
    return () => clearInterval(timer)
  }, [])
  const showGame = state !== null && clocks !== null && (isLive(state) || state.phase === 'final')
  const pages = showGame ? pagesOf(state) : []
  const index = pages.length === 0 ? 0 : page % pages.length
  const phase = showGame ? phaseText(state, labels) : null
  return (
    <main className="flex h-dvh flex-col gap-[2vmin] overflow-hidden bg-brand p-[3vmin] text-on-brand">
      {showGame ? (
        <>
          <div className="flex items-center justify-between gap-[2vmin]">
            <LiveScoreboard
              state={state}
              clocks={clocks}
              marks={marks}
              labels={labels}
              variant="broadcast"
              locale={locale}
              size="screen"
            />
            <p className="font-heading text-[clamp(1.5rem,2.5vmax,3rem)] font-bold uppercase">
              {phase ?? (index === 0 ? labels.playerStats.onCourt : null)}
            </p>
          </div>
          <PlayerStatsBoard
            teams={pages[index] ?? []}
            page={index + 1}
            pageCount={pages.length}
            locale={locale}
            labels={labels.playerStats.board}
            className="min-h-0 grow [&_table]:text-[min(2.2vw,3.4vh)] portrait:[&>div]:grid-cols-1"
          />
        </>
      ) : (
        <div className="flex grow items-center justify-center">{fallback}</div>
      )}
      <div className="flex justify-end">
        <ScreenStatus state={state} offline={offline} labels={labels.connection} />
      </div>
    </main>
  )
}
