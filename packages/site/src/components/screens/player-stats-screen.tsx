'use client'

import { useEffect, useState } from 'react'
import { ConnectionStatus } from '@league/ui/components/connection-status/connection-status'
import {
  PlayerStatsBoard,
  type PlayerStatsBoardTeam,
} from '@league/ui/components/player-stats-board/player-stats-board'
import type { LiveGameState } from '@league/live/state'
import { isLive } from '@/lib/live/scoreboard'
import { onCourt, playedBy, type Side } from '@/lib/screens/figures'
import type { FollowProps } from './scoreboard-screen'
import { useFollowedGame } from './use-followed-game'

/** How long each page stays up before the next: long enough to find one's player from the stands. */
const pageMilliseconds = 10_000

function teamOf(state: LiveGameState, side: Side, players: PlayerStatsBoardTeam['players']): PlayerStatsBoardTeam {
  return { name: state[side].name, shortName: state[side].id, players }
}

/** The pages the screen rotates through: both fives on court, then each team's players who have played. */
function pagesOf(state: LiveGameState): PlayerStatsBoardTeam[][] {
  return [
    [teamOf(state, 'home', onCourt(state, 'home')), teamOf(state, 'away', onCourt(state, 'away'))],
    [teamOf(state, 'home', playedBy(state, 'home'))],
    [teamOf(state, 'away', playedBy(state, 'away'))],
  ]
}

/** Players' points, fouls and PIR for the hall, rotating through pages. */
export function PlayerStatsScreen({ streamPath, initialState, serverTime, locale, labels, fallback }: FollowProps) {
  const { state, connection } = useFollowedGame({ streamPath, initialState, initialScreens: null, serverTime })
  const [page, setPage] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setPage((current) => current + 1), pageMilliseconds)
    return () => clearInterval(timer)
  }, [])
  const showGame = state !== null && (isLive(state) || state.phase === 'final')
  const pages = showGame ? pagesOf(state) : []
  const index = pages.length === 0 ? 0 : page % pages.length
  return (
    <main className="flex min-h-dvh flex-col gap-[2vmin] bg-surface p-[3vmin] text-on-surface">
      {showGame ? (
        <>
          {index === 0 ? (
            <h1 className="font-heading text-[clamp(2rem,3vmax,4rem)] font-bold uppercase">
              {labels.playerStats.onCourt}
            </h1>
          ) : null}
          <PlayerStatsBoard
            teams={pages[index] ?? []}
            page={index + 1}
            pageCount={pages.length}
            locale={locale}
            labels={labels.playerStats.board}
            className="grow portrait:[&>div]:grid-cols-1"
          />
        </>
      ) : (
        <div className="flex grow items-center justify-center">{fallback}</div>
      )}
      {showGame || connection !== 'open' ? (
        <ConnectionStatus size="screen" state={connection} labels={labels.connection} className="self-end" />
      ) : null}
    </main>
  )
}
