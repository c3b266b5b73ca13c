'use client'

import type { LiveGameStateResponse } from '@league/api/contract/live'
import type { ScreensDirective } from '@league/api/contract/screens'
import type { OperatorPadTeam } from '@league/ui/components/operator-pad/operator-pad'
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { followLiveGame, type LiveConnection } from '@/lib/live/live-stream'
import { fillMessage, type ConsoleLabels } from '@/lib/operator/console-labels'
import type { QueuedEvent } from '@/lib/operator/event-queue'
import type { LiveEvent } from '@/lib/operator/pad-events'
import { provisionalState } from '@/lib/operator/provisional-state'
import { ClockTools } from './clock-tools'
import { ConsoleScoreboard } from './console-scoreboard'
import { LineupForm } from './lineup-form'
import { PlayByPlayPanel } from './play-by-play-panel'
import { PossessionPanel } from './possession-panel'
import { ReplayPanel } from './replay-panel'
import { ScorerPad } from './scorer-pad'
import { ScreensPanel } from './screens-panel'
import { ShortcutsDialog } from './shortcuts-dialog'
import { useConfirmedState, useOperatorOutbox, type Problem } from './use-operator-outbox'
import { WaitingEvents } from './waiting-events'

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

/** The right of the console: the outbox, the play-by-play, and in a drawer the screens, replay and fans' page. */
function ConsoleSide({
  game,
  view,
  confirmed,
  waiting,
  initialScreens,
  fanPath,
  labels,
  onEvent,
  broadcastCue,
}: {
  game: string
  view: LiveGameStateResponse
  confirmed: LiveGameStateResponse
  waiting: QueuedEvent[]
  initialScreens: ScreensDirective
  fanPath: string | undefined
  labels: ConsoleLabels
  onEvent: (event: LiveEvent) => void
  /** The director's cue panel (components/operator/broadcast-cue-panel.tsx), when the game has a fans' page. */
  broadcastCue: ReactNode
}) {
  return (
    <aside className="flex min-h-0 flex-col gap-2 overflow-y-auto">
      <WaitingEvents waiting={waiting} state={confirmed} labels={labels} />
      <PlayByPlayPanel state={view} labels={labels} disabled={view.phase === 'scheduled'} onEvent={onEvent} />
      <details className="rounded-brand border border-input p-2">
        <summary className="cursor-pointer font-semibold">{labels.text.more}</summary>
        <div className="mt-2 flex flex-col gap-3">
          {broadcastCue}
          <ScreensPanel
            game={game}
            initial={initialScreens}
            home={screensTeam(view, 'home')}
            away={screensTeam(view, 'away')}
            labels={labels}
          />
          <ReplayPanel game={game} labels={labels} />
          {fanPath ? (
            <a href={fanPath} target="_blank" rel="noopener" className="text-link underline">
              {labels.fanPage}
            </a>
          ) : null}
          {view.phase === 'final' ? (
            <a href={`/api/scoresheets/${encodeURIComponent(game)}`} download className="text-link underline">
              {labels.scoresheet}
            </a>
          ) : null}
        </div>
      </details>
    </aside>
  )
}

/** The teams as the screens panel lists them (its lower-third picker). */
function screensTeam(state: LiveGameStateResponse, side: 'home' | 'away'): OperatorPadTeam {
  const team = state.setup[side]
  return {
    id: team.id,
    name: team.name,
    players: team.players.map((rostered) => ({
      id: rostered.id,
      name: rostered.name,
      ...(rostered.number ? { number: rostered.number } : {}),
      onCourt: state.players[rostered.id]?.onCourt ?? false,
      fouls: state.players[rostered.id]?.counts.foulsCommitted ?? 0,
      fouledOut: state.players[rostered.id]?.fouledOut ?? false,
    })),
  }
}

/**
 * The scorer's console for one game, full screen: both teams' players either side of the scoreboard and the
 * actions, the play-by-play on the right. Every event goes to IndexedDB first, with its idempotency key and
 * the sequence it expects, and is sent from there in order; with the network gone the events wait (and are
 * shown), and go out when it returns. The view is the confirmed state with the waiting events applied
 * (`provisionalState`), marked as such until the server has them all, so the scorer carries on through a
 * dropped network.
 */
export function OperatorConsole({
  game,
  initialState,
  initialScreens,
  fanPath,
  labels,
  header,
  broadcastCue,
}: {
  game: string
  initialState: LiveGameStateResponse
  initialScreens: ScreensDirective
  fanPath: string | undefined
  labels: ConsoleLabels
  /** The console's header from the page: the game, who is signed in, another game, sign out. */
  header: ReactNode
  /** The director's cue panel, shown in the side's "more" drawer. */
  broadcastCue?: ReactNode
}) {
  const { state, offsetMs, stateRef, receive } = useConfirmedState(initialState)
  const { waiting, problem, flush, enter, undo, sendAgain, discard } = useOperatorOutbox({
    game,
    labels,
    stateRef,
    receive,
  })
  const connection = useFollowAndSend({ game, receive, stateRef, flush, problem, waitingCount: waiting.length })
  const [helpOpen, setHelpOpen] = useState(false)

  // Read at the newest of the confirmed reading and the last waiting event: the clocks run on from there.
  const provisional = useMemo(
    () => provisionalState(state, waiting, offsetMs, state.clocks.serverTime),
    [state, waiting, offsetMs],
  )
  const view = provisional.state
  const record = (events: LiveEvent[]) =>
    events.reduce((previous, event) => previous.then(() => enter(event)), Promise.resolve())
  const needsLineup = view.phase === 'scheduled' && (view.home.onCourt.length < 5 || view.away.onCourt.length < 5)
  const inPlay = view.phase === 'period'
  const scoreboard = (
    <>
      {problem ? <ProblemAlert problem={problem} labels={labels} onSendAgain={sendAgain} onDiscard={discard} /> : null}
      <ConsoleScoreboard
        state={view}
        waitingIncluded={provisional.applied}
        offsetMs={offsetMs}
        connection={connection}
        labels={labels}
      />
      {(view.phase === 'scheduled' && !needsLineup) || view.phase === 'break' ? (
        <BreakButtons view={view} labels={labels} onEvent={(event) => void record([event])} />
      ) : null}
      <PossessionPanel state={view} labels={labels} onEvent={(event) => void record([event])} />
    </>
  )
  const helpButton = (
    <button
      type="button"
      aria-keyshortcuts="Shift+?"
      className="min-h-10 rounded-brand border border-input px-3 text-sm font-semibold"
      onClick={() => setHelpOpen(true)}
    >
      {labels.text.help}
    </button>
  )
  return (
    <div className="grid h-dvh grid-rows-[auto_minmax(0,1fr)] overflow-hidden">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-border px-3 py-1">
        {header}
        {helpButton}
      </header>
      <main className="grid min-h-0 grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(14rem,18rem)] gap-2 p-2">
        {needsLineup ? (
          <div className="col-span-3 flex min-h-0 flex-col gap-2 overflow-y-auto">
            {scoreboard}
            <LineupForm state={view} labels={labels} onConfirm={(events) => record(events)} />
          </div>
        ) : (
          <ScorerPad
            state={view}
            disabled={!inPlay}
            labels={labels}
            onEvents={(events) => void record(events)}
            onUndo={() => void undo()}
            onHelp={() => setHelpOpen(true)}
            scoreboard={scoreboard}
            clockTools={<ClockTools text={labels.text} disabled={!inPlay} onEvent={(event) => void record([event])} />}
          />
        )}
        <ConsoleSide
          game={game}
          view={view}
          confirmed={state}
          waiting={waiting}
          initialScreens={initialScreens}
          fanPath={fanPath}
          labels={labels}
          onEvent={(event) => void record([event])}
          broadcastCue={broadcastCue}
        />
      </main>
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} text={labels.text} />
    </div>
  )
}
