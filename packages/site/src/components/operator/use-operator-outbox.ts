'use client'

import type { LiveGameStateResponse } from '@league/api/contract/live'
import { useCallback, useMemo, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react'
import { fillMessage, type ConsoleLabels } from '@/lib/operator/console-labels'
import { nextExpectedSequence, openEventQueue, type QueuedEvent } from '@/lib/operator/event-queue'
import { undoEvent, type LiveEvent } from '@/lib/operator/pad-events'
import { sendQueuedEvent } from './send-queued-event'

export type Problem = { kind: 'offline' | 'conflict' | 'refused' | 'auth'; message: string }

/**
 * The confirmed state of the game, newest first: answers and stream events can arrive out of order. `offsetMs`
 * is the server clock minus the browser's, measured when a state arrives: the clocks run from its anchor.
 */
export function useConfirmedState(initialState: LiveGameStateResponse) {
  const [state, setState] = useState(initialState)
  const [offsetMs, setOffsetMs] = useState(0)
  const stateRef = useRef(initialState)
  const receive = useCallback((next: LiveGameStateResponse) => {
    if (next.sequence >= stateRef.current.sequence) {
      stateRef.current = next
      setState(next)
      setOffsetMs(next.clocks.serverTime - Date.now())
    }
  }, [])
  return { state, offsetMs, stateRef, receive }
}

/** Sends the game's waiting events in order until none is left or one cannot go, saying why. */
async function sendWaitingEvents({
  game,
  labels,
  queue,
  receive,
  stateRef,
  setProblem,
  setWaiting,
}: {
  game: string
  labels: ConsoleLabels
  queue: ReturnType<typeof openEventQueue>
  receive: (next: LiveGameStateResponse) => void
  stateRef: RefObject<LiveGameStateResponse>
  setProblem: Dispatch<SetStateAction<Problem | undefined>>
  setWaiting: (waiting: QueuedEvent[]) => void
}) {
  for (;;) {
    const [next] = await queue.pending(game)
    if (next?.order === undefined) {
      setProblem((current) => (current?.kind === 'offline' ? undefined : current))
      break
    }
    const outcome = await sendQueuedEvent(game, next)
    if (outcome.kind === 'stored') {
      // The state first, then the outbox: an event entered meanwhile reads the stored sequence from the state and
      // the waiting events from the outbox, so it must never see the outbox without this event and the state
      // without it either (it would expect a sequence already taken, and the API would answer a conflict). The
      // render in between, with the event both stored and waiting, is the view's to reconcile (provisionalState
      // does not apply it twice).
      receive(outcome.state)
      // The next accepted event ends the story of the refused one: its banner must not stay and mislead.
      setProblem((current) => (current?.kind === 'refused' ? undefined : current))
      await queue.remove(next.order)
      setWaiting(await queue.pending(game))
      continue
    }
    if (outcome.kind === 'conflict') {
      receive(outcome.state)
      setProblem({ kind: 'conflict', message: labels.conflict })
      break
    }
    if (outcome.kind === 'auth') {
      setProblem({ kind: 'auth', message: labels.authProblem })
      break
    }
    if (outcome.kind === 'offline') {
      setProblem({ kind: 'offline', message: labels.offline })
      break
    }
    // The API refused this event (a broken rule, an unknown player): it is dropped with the scorer's
    // message, and the events after it expect the sequence the log really has.
    await queue.remove(next.order)
    await queue.renumber(game, stateRef.current.sequence)
    setProblem({ kind: 'refused', message: fillMessage(labels.refused, { message: outcome.message }) })
  }
}

/**
 * The outbox of one game: `enter` writes an event to IndexedDB and sends the waiting events in order; `undo`
 * takes back the last waiting event, or corrects the last stored one; `problem` says why sending stopped.
 */
export function useOperatorOutbox({
  game,
  labels,
  stateRef,
  receive,
}: {
  game: string
  labels: ConsoleLabels
  stateRef: RefObject<LiveGameStateResponse>
  receive: (next: LiveGameStateResponse) => void
}) {
  const [waiting, setWaiting] = useState<QueuedEvent[]>([])
  const [problem, setProblem] = useState<Problem>()
  const queue = useMemo(() => openEventQueue(), [])
  const flushing = useRef(false)
  // An event entered while a flush runs may reach the outbox after that flush last looked at it: the flush
  // then looks again, or the event would wait there until the next one.
  const flushAgain = useRef(false)

  const flush = useCallback(async () => {
    if (flushing.current) {
      flushAgain.current = true
      return
    }
    flushing.current = true
    try {
      do {
        flushAgain.current = false
        await sendWaitingEvents({ game, labels, queue, receive, stateRef, setProblem, setWaiting })
      } while (flushAgain.current)
    } finally {
      flushing.current = false
      setWaiting(await queue.pending(game))
    }
  }, [game, labels, queue, receive, stateRef])

  // Entries go into the outbox one after another: two plays entered at once (keys pressed faster than the
  // outbox writes, or two questions answered in a row) read the same waiting list, expected the same
  // sequence, and the second met a conflict.
  const entering = useRef<Promise<void>>(Promise.resolve())
  const enter = useCallback(
    async (event: LiveEvent) => {
      const entered = entering.current.then(async () => {
        const pending = await queue.pending(game)
        await queue.add({
          game,
          idempotencyKey: crypto.randomUUID(),
          expectedSequence: nextExpectedSequence(pending, stateRef.current.sequence),
          event,
          enteredAt: Date.now(),
        })
        setWaiting(await queue.pending(game))
      })
      entering.current = entered.catch(() => undefined)
      await entered
      await flush()
    },
    [flush, game, queue, stateRef],
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
  }, [enter, game, labels, queue, stateRef])

  /** After a conflict: the waiting events expect the stored sequence and go out again. */
  const sendAgain = async () => {
    await queue.renumber(game, stateRef.current.sequence)
    setProblem(undefined)
    await flush()
  }

  /** After a conflict: the waiting events are dropped. */
  const discard = async () => {
    for (const event of await queue.pending(game)) {
      if (event.order !== undefined) {
        await queue.remove(event.order)
      }
    }
    setProblem(undefined)
    setWaiting([])
  }

  return { waiting, problem, flush, enter, undo, sendAgain, discard }
}
