'use client'

import type { LiveGameStateResponse } from '@league/api/contract/live'
import type { ScreensDirective } from '@league/api/contract/screens'
import {
  OperatorPad,
  type OperatorPadAction,
  type OperatorPadTeam,
} from '@league/ui/components/operator-pad/operator-pad'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { followLiveGame, type LiveConnection } from '@/lib/live/live-stream'
import { fillMessage, type ConsoleLabels } from '@/lib/operator/console-labels'
import { eventOfAction, type LiveEvent } from '@/lib/operator/pad-events'
import { provisionalState } from '@/lib/operator/provisional-state'
import { ConsoleScoreboard } from './console-scoreboard'
import { LineupForm } from './lineup-form'
import { PossessionPanel } from './possession-panel'
import { ReplayPanel } from './replay-panel'
import { ScreensPanel } from './screens-panel'
import { useConfirmedState, useOperatorOutbox, type Problem } from './use-operator-outbox'
import { WaitingEvents } from './waiting-events'

function padTeam(state: LiveGameStateResponse, side: 'home' | 'away'): OperatorPadTeam {
  const team = state.setup[side]
  return {
    id: team.id,
    name: team.name,
    players: team.players.map((rostered) => {
      const player = state.players[rostered.id]
      return {
        id: rostered.id,
        name: rostered.name,
        ...(rostered.number ? { number: rostered.number } : {}),
        onCourt: player?.onCourt ?? false,
        fouls: player?.counts.foulsCommitted ?? 0,
        fouledOut: player?.fouledOut ?? false,
      }
    }),
  }
}

/** Why sending stopped; after a conflict, the choice to send the waiting events again or to drop them. */
function ProblemAlert({
  problem,
  labels,
  onSendAgain,
  onDiscard,
}: {
  problem: Problem
  labels: ConsoleLabels
  onSendAgain: () => Promise<void>
  onDiscard: () => Promise<void>
}) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-brand border border-danger p-3">
      <p>{problem.message}</p>
      {problem.kind === 'conflict' ? (
        <>
          <button
            type="button"
            className="min-h-12 rounded-brand bg-primary px-4 font-semibold text-on-primary"
            onClick={onSendAgain}
          >
            {labels.sendAgain}
          </button>
          <button
            type="button"
            className="min-h-12 rounded-brand border border-input px-4 font-semibold"
            onClick={onDiscard}
          >
            {labels.discard}
          </button>
        </>
      ) : null}
    </div>
  )
}

/** Between periods: start the next one, and after the fourth (or an overtime) end the game. */
function BreakButtons({
  view,
  labels,
  onEvent,
}: {
  view: LiveGameStateResponse
  labels: ConsoleLabels
  onEvent: (event: LiveEvent) => void
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        className="min-h-14 rounded-brand bg-primary px-6 text-lg font-semibold text-on-primary"
        onClick={() => onEvent({ type: 'period_start', period: view.period + 1 })}
      >
        {fillMessage(labels.periodStart, { period: view.period + 1 })}
      </button>
      {view.phase === 'break' && view.period >= 4 ? (
        <button
          type="button"
          className="min-h-14 rounded-brand border border-input px-6 text-lg font-semibold"
          onClick={() => onEvent({ type: 'game_end' })}
        >
          {labels.gameEnd}
        </button>
      ) : null}
    </div>
  )
}

/**
 * The game's stream keeps the confirmed state current; each (re)connection, the browser's `online` event and,
 * while events wait on a server that did not answer, a timer send the outbox again.
 */
function useFollowAndSend({
  game,
  receive,
  stateRef,
  flush,
  problem,
  waitingCount,
}: {
  game: string
  receive: (next: LiveGameStateResponse) => void
  stateRef: { current: LiveGameStateResponse }
  flush: () => Promise<void>
  problem: Problem | undefined
  waitingCount: number
}): LiveConnection {
  const [connection, setConnection] = useState<LiveConnection>('open')
  const refreshState = useCallback(async () => {
    const response = await fetch(`/api/operator/games/${encodeURIComponent(game)}`, { cache: 'no-store' })
    if (response.ok) {
      receive((await response.json()) as LiveGameStateResponse)
    }
  }, [game, receive])

  useEffect(() => {
    const stop = followLiveGame(game, {
      onSnapshot: receive,
      onEvent: (streamed) => {
        if (streamed.event.sequence > stateRef.current.sequence) {
          void refreshState()
        }
      },
      onConnection: (next) => {
        setConnection(next)
        // Connected (again): the league's server is reachable, so the outbox goes out, including events
        // left from before a reload.
        if (next === 'open') {
          void flush()
        }
      },
    })
    const online = () => void flush()
    window.addEventListener('online', online)
    return () => {
      stop()
      window.removeEventListener('online', online)
    }
  }, [flush, game, receive, refreshState, stateRef])

  useEffect(() => {
    // While events wait on a server that did not answer, try again now and then (the browser's `online`
    // event does not fire when only the server was away).
    if (waitingCount === 0 || problem?.kind !== 'offline') {
      return undefined
    }
    const timer = setInterval(() => void flush(), 5000)
    return () => clearInterval(timer)
  }, [flush, problem, waitingCount])
  return connection
}

/**
 * The scorer's console for one game: the state from the game's stream, the pad, and the outbox. Every event
 * goes to IndexedDB first, with its idempotency key and the sequence it expects, and is sent from there in
 * order; with the network gone the events wait (and are shown), and go out when it returns. The view is the
 * confirmed state with the waiting events applied (`provisionalState`), marked as such until the server has
 * them all, so the scorer carries on through a dropped network.
 */
export function OperatorConsole({
  game,
  initialState,
  initialScreens,
  fanPath,
  labels,
}: {
  game: string
  initialState: LiveGameStateResponse
  initialScreens: ScreensDirective
  fanPath: string | undefined
  labels: ConsoleLabels
}) {
  const { state, offsetMs, stateRef, receive } = useConfirmedState(initialState)
  const { waiting, problem, flush, enter, undo, sendAgain, discard } = useOperatorOutbox({
    game,
    labels,
    stateRef,
    receive,
  })
  const connection = useFollowAndSend({ game, receive, stateRef, flush, problem, waitingCount: waiting.length })

  // Read at the newest of the confirmed reading and the last waiting event: the clocks run on from there.
  const provisional = useMemo(
    () => provisionalState(state, waiting, offsetMs, state.clocks.serverTime),
    [state, waiting, offsetMs],
  )
  const view = provisional.state

  const onAction = (action: OperatorPadAction) => {
    if (action.kind === 'undo') {
      void undo()
      return
    }
    const event = eventOfAction(action, view)
    if (event !== undefined) {
      void enter(event)
    }
  }

  const home = padTeam(view, 'home')
  const away = padTeam(view, 'away')
  const needsLineup = view.phase === 'scheduled' && (view.home.onCourt.length < 5 || view.away.onCourt.length < 5)
  return (
    <div className="flex flex-col gap-6">
      <ConsoleScoreboard
        state={view}
        waitingIncluded={provisional.applied}
        offsetMs={offsetMs}
        connection={connection}
        labels={labels}
      />
      {problem ? <ProblemAlert problem={problem} labels={labels} onSendAgain={sendAgain} onDiscard={discard} /> : null}
      <WaitingEvents waiting={waiting} state={state} labels={labels} />
      {needsLineup ? (
        <LineupForm
          state={view}
          labels={labels}
          onConfirm={(events) =>
            events.reduce((previous, event) => previous.then(() => enter(event)), Promise.resolve())
          }
        />
      ) : null}
      {(view.phase === 'scheduled' && !needsLineup) || view.phase === 'break' ? (
        <BreakButtons view={view} labels={labels} onEvent={(event) => void enter(event)} />
      ) : null}
      <PossessionPanel state={view} labels={labels} onEvent={(event) => void enter(event)} />
      <OperatorPad
        home={home}
        away={away}
        clockRunning={view.clocks.gameClockRunning}
        disabled={view.phase === 'scheduled' || view.phase === 'final'}
        labels={labels.pad}
        onAction={onAction}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <ScreensPanel game={game} initial={initialScreens} home={home} away={away} labels={labels} />
        <ReplayPanel game={game} labels={labels} />
      </div>
      {fanPath ? (
        <p>
          <a href={fanPath} target="_blank" rel="noopener" className="text-link underline">
            {labels.fanPage}
          </a>
        </p>
      ) : null}
      {view.phase === 'final' ? (
        <p>
          <a href={`/api/scoresheets/${encodeURIComponent(game)}`} download className="text-link underline">
            {labels.scoresheet}
          </a>
        </p>
      ) : null}
    </div>
  )
}
