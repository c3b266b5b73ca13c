'use client'

import type { LiveGameStateResponse } from '@league/api/contract/live'
import { eventsAsTheyStand } from '@league/live/amendments'
import { useState } from 'react'
import { fillMessage, type ConsoleLabels } from '@/lib/operator/console-labels'
import type { LiveEvent } from '@/lib/operator/pad-events'
import { ConsoleButton } from './console-button'
import { EventEditor, isEditable } from './event-editor'
import { answerWords } from './scorer-pad'
import { describeEvent } from './waiting-events'

/** Frame events keep their place: they can be neither changed nor deleted (the reducer refuses it too). */
const FRAME_TYPES: readonly string[] = ['period_start', 'period_end', 'game_end', 'starting_lineup']

type Editing = { mode: 'change' | 'insert'; sequence: number; event: LiveEvent | undefined }

/**
 * The game's plays as they stand, newest first, each with Change, Delete and Insert after. None rewrites the
 * log: a change is a correction carrying the replacement, a deletion a correction, an insertion an event
 * that names the play it follows, so the scoresheet keeps what was first recorded.
 */
export function PlayByPlayPanel({
  state,
  labels,
  disabled,
  onEvent,
}: {
  state: LiveGameStateResponse
  labels: ConsoleLabels
  disabled: boolean
  onEvent: (event: LiveEvent) => void
}) {
  const [editing, setEditing] = useState<Editing>()
  const text = labels.text
  const words = answerWords(state, labels)
  const changed = new Set(
    state.log.flatMap((logged) =>
      logged.event.type === 'correction' && logged.event.replacement ? [logged.event.cancelsSequence] : [],
    ),
  )
  const inserted = new Set(state.log.flatMap((logged) => (logged.event.type === 'insertion' ? [logged.sequence] : [])))
  const plays = eventsAsTheyStand(state.log).toReversed()
  const describe = (event: LiveEvent) =>
    event.type === 'foul'
      ? describeEvent(event, state, labels).replace(labels.events.foul, words.foulKinds[event.kind])
      : describeEvent(event, state, labels)
  return (
    <section aria-labelledby="console-play-by-play" className="flex min-h-0 flex-col gap-1">
      <h2 id="console-play-by-play" className="font-heading text-lg font-bold">
        {text.playByPlay}
      </h2>
      {editing ? (
        <EventEditor
          title={fillMessage(editing.mode === 'change' ? text.editTitle : text.insertTitle, {
            sequence: editing.sequence,
          })}
          initial={editing.event}
          state={state}
          labels={labels}
          onCancel={() => setEditing(undefined)}
          onSave={(event) => {
            if (event.type !== 'correction' && event.type !== 'insertion' && isEditable(event)) {
              onEvent(
                editing.mode === 'change'
                  ? { type: 'correction', cancelsSequence: editing.sequence, replacement: event }
                  : { type: 'insertion', afterSequence: editing.sequence, event },
              )
            }
            setEditing(undefined)
          }}
        />
      ) : null}
      {plays.length === 0 ? <p className="text-sm text-on-muted">{text.playByPlayEmpty}</p> : null}
      <ol className="flex min-h-0 flex-col gap-1 overflow-y-auto text-sm">
        {plays.map((play) => {
          const frame = FRAME_TYPES.includes(play.event.type)
          const marks = [
            changed.has(play.sequence) ? text.changed : '',
            inserted.has(play.sequence) ? text.inserted : '',
          ]
            .filter(Boolean)
            .join(', ')
          return (
            <li key={play.sequence} className="flex flex-wrap items-center gap-1 border-b border-border pb-1">
              <span className="min-w-0 flex-1 basis-32">
                <span className="tabular-nums text-on-muted">{play.sequence}</span> {describe(play.event)}
                {marks ? <span className="text-on-muted"> ({marks})</span> : null}
              </span>
              <span className="flex shrink-0 gap-1">
                {isEditable(play.event) ? (
                  <ConsoleButton
                    className="min-h-8 px-1.5 text-xs"
                    aria-label={`${text.edit} ${play.sequence}`}
                    disabled={disabled}
                    onClick={() => setEditing({ mode: 'change', sequence: play.sequence, event: play.event })}
                  >
                    {text.edit}
                  </ConsoleButton>
                ) : null}
                {frame ? null : (
                  <ConsoleButton
                    className="min-h-8 px-1.5 text-xs"
                    aria-label={`${text.delete} ${play.sequence}`}
                    disabled={disabled}
                    onClick={() => onEvent({ type: 'correction', cancelsSequence: play.sequence })}
                  >
                    {text.delete}
                  </ConsoleButton>
                )}
                <ConsoleButton
                  className="min-h-8 px-1.5 text-xs"
                  aria-label={`${text.insertAfter} ${play.sequence}`}
                  disabled={disabled}
                  onClick={() => setEditing({ mode: 'insert', sequence: play.sequence, event: undefined })}
                >
                  {text.insertAfter}
                </ConsoleButton>
              </span>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
