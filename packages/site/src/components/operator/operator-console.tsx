'use client'

import type { LiveConflict, LiveEventResult, LiveGameStateResponse } from '@league/api/contract/live'
import type { ScreensDirective } from '@league/api/contract/screens'
import { errorBodyOf } from '@league/api/fetch-client'
import {
  OperatorPad,
  type OperatorPadAction,
  type OperatorPadTeam,
} from '@league/ui/components/operator-pad/operator-pad'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { followLiveGame, type LiveConnection } from '@/lib/live/live-stream'
import { fillMessage, type ConsoleLabels } from '@/lib/operator/console-labels'
import { nextExpectedSequence, openEventQueue, type QueuedEvent } from '@/lib/operator/event-queue'
import { eventOfAction, undoEvent, type LiveEvent } from '@/lib/operator/pad-events'
import { provisionalState } from '@/lib/operator/provisional-state'
import { ConsoleScoreboard } from './console-scoreboard'
import { LineupForm } from './lineup-form'
import { PossessionPanel } from './possession-panel'
import { ReplayPanel } from './replay-panel'
import { ScreensPanel } from './screens-panel'
import { WaitingEvents } from './waiting-events'

type Problem = { kind: 'offline' | 'conflict' | 'refused' | 'auth'; message: string }

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
  const [state, setState] = useState(initialState)
  // The server clock minus the browser's, measured when a state arrives: the clocks run from its anchor.
  const [offsetMs, setOffsetMs] = useState(0)
  const [connection, setConnection] = useState<LiveConnection>('open')
  const [waiting, setWaiting] = useState<QueuedEvent[]>([])
  const [problem, setProblem] = useState<Problem>()
  const queue = useMemo(() => openEventQueue(), [])
  const stateRef = useRef(initialState)
  const flushing = useRef(false)

  /** Keeps the newest state only: answers and stream events can arrive out of order. */
  const receive = useCallback((next: LiveGameStateResponse) => {
    if (next.sequence >= stateRef.current.sequence) {
      stateRef.current = next
      setState(next)
      setOffsetMs(next.clocks.serverTime - Date.now())
    }
  }, [])

  const refreshState = useCallback(async () => {
    const response = await fetch(`/api/operator/games/${encodeURIComponent(game)}`, { cache: 'no-store' })
    if (response.ok) {
      receive((await response.json()) as LiveGameStateResponse)
    }
  }, [game, receive])

  const flush = useCallback(async () => {
    if (flushing.current) {
      return
    }
    flushing.current = true
    try {
      for (;;) {
        const [next] = await queue.pending(game)
        if (next?.order === undefined) {
          setProblem((current) => (current?.kind === 'offline' ? undefined : current))
          break
        }
        let response: Response
        try {
          response = await fetch(`/api/operator/games/${encodeURIComponent(game)}/events`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              idempotencyKey: next.idempotencyKey,
              expectedSequence: next.expectedSequence,
              event: next.event,
            }),
          })
        } catch {
          setProblem({ kind: 'offline', message: labels.offline })
          break
        }
        if (response.ok) {
          receive(((await response.json()) as LiveEventResult).state)
          await queue.remove(next.order)
          setWaiting(await queue.pending(game))
          continue
        }
        if (response.status === 409) {
          receive(((await response.json()) as LiveConflict).state)
          setProblem({ kind: 'conflict', message: labels.conflict })
          break
        }
        if (response.status === 401 || response.status === 403) {
          setProblem({ kind: 'auth', message: labels.authProblem })
          break
        }
        if (response.status >= 500 || response.status === 429) {
          setProblem({ kind: 'offline', message: labels.offline })
          break
        }
        // The API refused this event (a broken rule, an unknown player): it is dropped with the scorer's
        // message, and the events after it expect the sequence the log really has.
        const refusal = await errorBodyOf(response)
        await queue.remove(next.order)
        await queue.renumber(game, stateRef.current.sequence)
        setProblem({ kind: 'refused', message: fillMessage(labels.refused, { message: refusal?.message ?? '' }) })
      }
    } finally {
      flushing.current = false
      setWaiting(await queue.pending(game))
    }
  }, [game, labels, queue, receive])

  const enter = useCallback(
    async (event: LiveEvent) => {
      const pending = await queue.pending(game)
      await queue.add({
        game,
        idempotencyKey: crypto.randomUUID(),
        expectedSequence: nextExpectedSequence(pending, stateRef.current.sequence),
        event,
        enteredAt: Date.now(),
      })
      setWaiting(await queue.pending(game))
      await flush()
    },
    [flush, game, queue],
  )

  const undo = useCallback(async () => {
    const pending = await queue.pending(game)
    const last = pending.at(-1)
    if (last?.order !== undefined) {
      // Not sent yet: it simply leaves the outbox, unless it is on its way right now.
      if (flushing.current && pending.length === 1) {
        setProblem({ kind: 'refused', message: labels.undoWait })
        return
      }
      await queue.remove(last.order)
      setWaiting(await queue.pending(game))
      return
    }
    const correction = undoEvent(stateRef.current)
    if (correction === undefined) {
      setProblem({ kind: 'refused', message: labels.nothingToUndo })
      return
    }
    await enter(correction)
  }, [enter, game, labels, queue])

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
  }, [flush, game, receive, refreshState])

  useEffect(() => {
    // While events wait on a server that did not answer, try again now and then (the browser's `online`
    // event does not fire when only the server was away).
    if (waiting.length === 0 || problem?.kind !== 'offline') {
      return undefined
    }
    const timer = setInterval(() => void flush(), 5000)
    return () => clearInterval(timer)
  }, [flush, problem, waiting.length])

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
      {problem ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-brand border border-danger p-3">
          <p>{problem.message}</p>
          {problem.kind === 'conflict' ? (
            <>
              <button
                type="button"
                className="min-h-12 rounded-brand bg-primary px-4 font-semibold text-on-primary"
                onClick={async () => {
                  await queue.renumber(game, stateRef.current.sequence)
                  setProblem(undefined)
                  await flush()
                }}
              >
                {labels.sendAgain}
              </button>
              <button
                type="button"
                className="min-h-12 rounded-brand border border-input px-4 font-semibold"
                onClick={async () => {
                  for (const event of await queue.pending(game)) {
                    if (event.order !== undefined) {
                      await queue.remove(event.order)
                    }
                  }
                  setProblem(undefined)
                  setWaiting([])
                }}
              >
                {labels.discard}
              </button>
            </>
          ) : null}
        </div>
      ) : null}
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
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="min-h-14 rounded-brand bg-primary px-6 text-lg font-semibold text-on-primary"
            onClick={() => void enter({ type: 'period_start', period: view.period + 1 })}
          >
            {fillMessage(labels.periodStart, { period: view.period + 1 })}
          </button>
          {view.phase === 'break' && view.period >= 4 ? (
            <button
              type="button"
              className="min-h-14 rounded-brand border border-input px-6 text-lg font-semibold"
              onClick={() => void enter({ type: 'game_end' })}
            >
              {labels.gameEnd}
            </button>
          ) : null}
        </div>
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
    </div>
  )
}
