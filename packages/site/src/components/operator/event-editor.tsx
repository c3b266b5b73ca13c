'use client'

import type { LiveGameStateResponse } from '@league/api/contract/live'
import { useId, useState } from 'react'
import type { ConsoleLabels } from '@/lib/operator/console-labels'
import { FOUL_KINDS, type FoulKind } from '@/lib/operator/follow-ups'
import type { LiveEvent } from '@/lib/operator/pad-events'
import { ConsoleButton } from './console-button'
import { answerWords } from './scorer-pad'
import { playerName } from './team-column'

/** The plays the editor changes or inserts (the catalogue's amendable events, substitutions aside). */
const EDITABLE_TYPES = [
  'shot',
  'rebound',
  'assist',
  'steal',
  'block',
  'turnover',
  'foul',
  'foul_drawn',
  'timeout',
] as const
export type EditableType = (typeof EDITABLE_TYPES)[number]

export function isEditable(event: LiveEvent): event is Extract<LiveEvent, { type: EditableType }> {
  return (EDITABLE_TYPES as readonly string[]).includes(event.type)
}

type Draft = {
  type: EditableType
  teamId: string
  playerId: string
  points: 1 | 2 | 3
  made: boolean
  reboundKind: 'offensive' | 'defensive'
  foulKind: FoulKind
}

function draftOf(event: LiveEvent | undefined, state: LiveGameStateResponse): Draft {
  const base: Draft = {
    type: 'shot',
    teamId: state.home.id,
    playerId: '',
    points: 2,
    made: true,
    reboundKind: 'defensive',
    foulKind: 'personal',
  }
  if (event === undefined || !isEditable(event)) {
    return base
  }
  return {
    ...base,
    type: event.type,
    teamId: event.teamId,
    playerId: 'playerId' in event ? (event.playerId ?? '') : '',
    ...(event.type === 'shot' ? { points: event.points, made: event.made } : {}),
    ...(event.type === 'rebound' ? { reboundKind: event.kind } : {}),
    ...(event.type === 'foul' ? { foulKind: event.kind } : {}),
  }
}

/** The event a draft describes; undefined while a play that needs a player has none. */
export function eventOfDraft(draft: Draft): LiveEvent | undefined {
  const player = draft.playerId === '' ? {} : { playerId: draft.playerId }
  const { teamId } = draft
  switch (draft.type) {
    case 'shot':
      return { type: 'shot', teamId, ...player, points: draft.points, made: draft.made }
    case 'rebound':
      return { type: 'rebound', teamId, ...player, kind: draft.reboundKind }
    case 'turnover':
      return { type: 'turnover', teamId, ...player }
    case 'foul':
      return { type: 'foul', teamId, ...player, kind: draft.foulKind }
    case 'timeout':
      return { type: 'timeout', teamId }
    case 'assist':
    case 'steal':
    case 'block':
    case 'foul_drawn':
      return draft.playerId === '' ? undefined : { type: draft.type, teamId, playerId: draft.playerId }
    default:
      return draft.type satisfies never
  }
}

/** The shot's points and made, the rebound's kind or the foul's kind: what else the play needs. */
function DetailFields({
  draft,
  labels,
  state,
  onChange: change,
}: {
  draft: Draft
  labels: ConsoleLabels
  state: LiveGameStateResponse
  onChange: (patch: Partial<Draft>) => void
}) {
  const text = labels.text
  const { foulKinds } = answerWords(state, labels)
  const select = 'h-10 rounded-brand border border-input bg-surface-raised px-2'
  return (
    <>
      {draft.type === 'shot' ? (
        <div className="flex items-end gap-3">
          <label className="flex flex-col text-sm font-semibold">
            {text.points}
            <select
              className={select}
              value={draft.points}
              onChange={(e) => change({ points: Number(e.target.value) as 1 | 2 | 3 })}
            >
              {[1, 2, 3].map((points) => (
                <option key={points}>{points}</option>
              ))}
            </select>
          </label>
          <label className="flex min-h-10 items-center gap-2 text-sm font-semibold">
            <input type="checkbox" checked={draft.made} onChange={(e) => change({ made: e.target.checked })} />
            {text.shotMade}
          </label>
        </div>
      ) : null}
      {draft.type === 'rebound' || draft.type === 'foul' ? (
        <label className="flex flex-col text-sm font-semibold">
          {text.kind}
          {draft.type === 'rebound' ? (
            <select
              className={select}
              value={draft.reboundKind}
              onChange={(e) => change({ reboundKind: e.target.value as Draft['reboundKind'] })}
            >
              <option value="offensive">{text.offensive}</option>
              <option value="defensive">{text.defensive}</option>
            </select>
          ) : (
            <select
              className={select}
              value={draft.foulKind}
              onChange={(e) => change({ foulKind: e.target.value as FoulKind })}
            >
              {FOUL_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {foulKinds[kind]}
                </option>
              ))}
            </select>
          )}
        </label>
      ) : null}
    </>
  )
}

/** A small form for one play: what, which team, who, and the shot's or the foul's details. */
export function EventEditor({
  title,
  initial,
  state,
  labels,
  onSave,
  onCancel,
}: {
  title: string
  initial: LiveEvent | undefined
  state: LiveGameStateResponse
  labels: ConsoleLabels
  onSave: (event: LiveEvent) => void
  onCancel: () => void
}) {
  const [draft, setDraft] = useState(() => draftOf(initial, state))
  const titleId = useId()
  const text = labels.text
  const side = draft.teamId === state.home.id ? 'home' : 'away'
  const roster = state.setup[side].players.flatMap((rostered) => state.players[rostered.id] ?? [])
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }))
  const event = eventOfDraft(draft)
  const select = 'h-10 rounded-brand border border-input bg-surface-raised px-2'
  return (
    <form
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-brand border-2 border-primary p-2"
      onSubmit={(submitted) => {
        submitted.preventDefault()
        if (event) {
          onSave(event)
        }
      }}
    >
      <h3 id={titleId} className="font-semibold">
        {title}
      </h3>
      <label className="flex flex-col text-sm font-semibold">
        {text.eventType}
        <select
          className={select}
          value={draft.type}
          onChange={(e) => change({ type: e.target.value as EditableType })}
        >
          {EDITABLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type === 'block' ? text.block : labels.events[type]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm font-semibold">
        {text.team}
        <select
          className={select}
          value={draft.teamId}
          onChange={(e) => change({ teamId: e.target.value, playerId: '' })}
        >
          {(['home', 'away'] as const).map((teamSide) => (
            <option key={teamSide} value={state[teamSide].id}>
              {state[teamSide].name}
            </option>
          ))}
        </select>
      </label>
      {draft.type === 'timeout' ? null : (
        <label className="flex flex-col text-sm font-semibold">
          {text.player}
          <select className={select} value={draft.playerId} onChange={(e) => change({ playerId: e.target.value })}>
            <option value="">{text.noPlayer}</option>
            {roster.map((player) => (
              <option key={player.id} value={player.id}>
                {playerName(player)}
              </option>
            ))}
          </select>
        </label>
      )}
      <DetailFields draft={draft} labels={labels} state={state} onChange={change} />
      <div className="flex gap-2">
        <ConsoleButton type="submit" tone="primary" disabled={event === undefined}>
          {text.save}
        </ConsoleButton>
        <ConsoleButton onClick={onCancel}>{text.cancel}</ConsoleButton>
      </div>
    </form>
  )
}
