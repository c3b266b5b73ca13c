'use client'

import { useState } from 'react'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import type { OperatorPadAction } from './operator-pad-action'
import { useScoringKeys, type PlayerActions } from './use-scoring-keys'

export type { OperatorPadAction }

export type OperatorPadPlayer = {
  id: string
  name: string
  number?: string
  onCourt: boolean
  fouls: number
  /** Five fouls or disqualified: may not come back on. */
  fouledOut: boolean
}

export type OperatorPadTeam = { id: string; name: string; players: OperatorPadPlayer[] }

export type OperatorPadLabels = {
  pad: string
  clockStart: string
  clockStop: string
  shotClock24: string
  shotClock14: string
  /** "{points} made" / "{points} missed". */
  made: string
  missed: string
  foul: string
  offensiveRebound: string
  defensiveRebound: string
  assist: string
  steal: string
  turnover: string
  timeout: string
  substitution: string
  /** Heading of the bench list while a substitution is being chosen: "{player} goes off: who comes on?" */
  substitutionPick: string
  cancel: string
  periodEnd: string
  undo: string
  onCourt: string
  bench: string
  /** "{count} fouls". */
  fouls: string
  /** Shown when no player is picked. */
  pickPlayer: string
}

export const defaultOperatorPadLabels: OperatorPadLabels = {
  pad: 'Scoring pad',
  clockStart: 'Start clock',
  clockStop: 'Stop clock',
  shotClock24: 'Shot clock 24',
  shotClock14: 'Shot clock 14',
  made: '{points} made',
  missed: '{points} missed',
  foul: 'Foul',
  offensiveRebound: 'Offensive rebound',
  defensiveRebound: 'Defensive rebound',
  assist: 'Assist',
  steal: 'Steal',
  turnover: 'Turnover',
  timeout: 'Timeout',
  substitution: 'Substitution',
  substitutionPick: '{player} goes off: who comes on?',
  cancel: 'Cancel',
  periodEnd: 'End of period',
  undo: 'Undo last event',
  onCourt: 'On court',
  bench: 'Bench',
  fouls: '{count} fouls',
  pickPlayer: 'Pick a player, then what they did.',
}

type Selection = { teamId: string; playerId: string }

/** Keyboard shortcuts of the pad (`aria-keyshortcuts` names them for assistive technology). */
export const operatorPadShortcuts = {
  clock: 'Space',
  shotClock24: 'K',
  shotClock14: 'L',
  made: ['1', '2', '3'],
  missed: ['Shift+1', 'Shift+2', 'Shift+3'],
  foul: 'F',
  offensiveRebound: 'O',
  defensiveRebound: 'R',
  assist: 'A',
  steal: 'S',
  turnover: 'T',
  undo: 'Control+Z',
} as const

const padButton =
  'min-h-14 rounded-brand border border-input bg-surface-raised px-3 py-2 text-base font-semibold text-on-surface hover:bg-muted active:bg-muted disabled:opacity-50 disabled:pointer-events-none'

function PadButton({ className, shortcut, ...props }: React.ComponentProps<'button'> & { shortcut?: string }) {
  return (
    <button
      type="button"
      data-slot="operator-pad-button"
      aria-keyshortcuts={shortcut}
      className={cn(padButton, className)}
      {...props}
    />
  )
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
}

function playerLabel(player: OperatorPadPlayer): string {
  return player.number ? `#${player.number} ${player.name}` : player.name
}

/** The game's buttons: clock, both shot-clock resets and undo. */
function PadGameButtons({
  clockRunning,
  disabled,
  labels,
  onAction,
}: {
  clockRunning: boolean
  disabled: boolean
  labels: OperatorPadLabels
  onAction: (action: OperatorPadAction) => void
}) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <PadButton
        shortcut={operatorPadShortcuts.clock}
        disabled={disabled}
        className={clockRunning ? 'bg-danger text-on-status' : 'bg-primary text-on-primary'}
        onClick={() => onAction({ kind: 'clock', running: !clockRunning })}
      >
        {clockRunning ? labels.clockStop : labels.clockStart}
      </PadButton>
      <PadButton
        shortcut={operatorPadShortcuts.shotClock24}
        disabled={disabled}
        onClick={() => onAction({ kind: 'shot_clock', seconds: 24 })}
      >
        {labels.shotClock24}
      </PadButton>
      <PadButton
        shortcut={operatorPadShortcuts.shotClock14}
        disabled={disabled}
        onClick={() => onAction({ kind: 'shot_clock', seconds: 14 })}
      >
        {labels.shotClock14}
      </PadButton>
      <PadButton shortcut={operatorPadShortcuts.undo} disabled={disabled} onClick={() => onAction({ kind: 'undo' })}>
        {labels.undo}
      </PadButton>
    </div>
  )
}

/** One team's players (on court, then bench) as toggle buttons, and its timeout. */
function PadTeam({
  side,
  selected,
  substituting,
  disabled,
  labels,
  onPick,
  onAction,
}: {
  side: OperatorPadTeam
  selected: Selection | undefined
  substituting: boolean
  disabled: boolean
  labels: OperatorPadLabels
  onPick: (side: OperatorPadTeam, candidate: OperatorPadPlayer, picking: boolean) => void
  onAction: (action: OperatorPadAction) => void
}) {
  const groups = [
    { title: labels.onCourt, players: side.players.filter((candidate) => candidate.onCourt) },
    { title: labels.bench, players: side.players.filter((candidate) => !candidate.onCourt) },
  ]
  const picking = substituting && selected?.teamId === side.id
  return (
    <fieldset data-slot="operator-pad-team" className="flex min-w-0 flex-col gap-2">
      <legend className="font-heading text-lg font-bold">{side.name}</legend>
      {groups.map((group) => (
        <div key={group.title} className="flex flex-col gap-1">
          <h4 className="text-xs font-semibold text-muted-foreground uppercase">{group.title}</h4>
          <div className="grid grid-cols-1 gap-1 lg:grid-cols-2">
            {group.players.map((candidate) => {
              const pickable = picking ? !candidate.onCourt && !candidate.fouledOut : !picking
              return (
                <PadButton
                  key={candidate.id}
                  aria-pressed={selected?.playerId === candidate.id}
                  disabled={disabled || !pickable || (substituting && !picking)}
                  className="text-left text-sm aria-pressed:bg-primary aria-pressed:text-on-primary"
                  onClick={() => onPick(side, candidate, picking)}
                >
                  <span className="block">{playerLabel(candidate)}</span>
                  <span className="block text-xs font-normal">{fill(labels.fouls, { count: candidate.fouls })}</span>
                </PadButton>
              )
            })}
          </div>
        </div>
      ))}
      <PadButton disabled={disabled} onClick={() => onAction({ kind: 'timeout', teamId: side.id })}>
        {labels.timeout} · {side.name}
      </PadButton>
    </fieldset>
  )
}

/** What the picked player did: shots, foul, rebounds, assist, steal, turnover, then substitution and period end. */
function PadPlayerActions({
  player,
  substituting,
  disabled,
  labels,
  actions: { playerAction, shot, rebound },
  onSubstituting,
  onAction,
}: {
  player: OperatorPadPlayer | undefined
  substituting: boolean
  disabled: boolean
  labels: OperatorPadLabels
  actions: PlayerActions
  onSubstituting: (substituting: boolean) => void
  onAction: (action: OperatorPadAction) => void
}) {
  const noPlayer = disabled || player === undefined || substituting
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend aria-live="polite" className="mb-2 font-semibold">
        {substituting && player
          ? fill(labels.substitutionPick, { player: playerLabel(player) })
          : player
            ? playerLabel(player)
            : labels.pickPlayer}
      </legend>
      <div className="grid grid-cols-3 gap-2">
        {([1, 2, 3] as const).map((points, index) => (
          <PadButton
            key={`made-${points}`}
            shortcut={operatorPadShortcuts.made[index]}
            disabled={noPlayer}
            onClick={() => shot(points, true)}
          >
            {fill(labels.made, { points })}
          </PadButton>
        ))}
        {([1, 2, 3] as const).map((points, index) => (
          <PadButton
            key={`missed-${points}`}
            shortcut={operatorPadShortcuts.missed[index]}
            disabled={noPlayer}
            onClick={() => shot(points, false)}
          >
            {fill(labels.missed, { points })}
          </PadButton>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <PadButton shortcut={operatorPadShortcuts.foul} disabled={noPlayer} onClick={() => playerAction('foul')}>
          {labels.foul}
        </PadButton>
        <PadButton shortcut={operatorPadShortcuts.offensiveRebound} disabled={noPlayer} onClick={() => rebound(true)}>
          {labels.offensiveRebound}
        </PadButton>
        <PadButton shortcut={operatorPadShortcuts.defensiveRebound} disabled={noPlayer} onClick={() => rebound(false)}>
          {labels.defensiveRebound}
        </PadButton>
        <PadButton shortcut={operatorPadShortcuts.assist} disabled={noPlayer} onClick={() => playerAction('assist')}>
          {labels.assist}
        </PadButton>
        <PadButton shortcut={operatorPadShortcuts.steal} disabled={noPlayer} onClick={() => playerAction('steal')}>
          {labels.steal}
        </PadButton>
        <PadButton
          shortcut={operatorPadShortcuts.turnover}
          disabled={noPlayer}
          onClick={() => playerAction('turnover')}
        >
          {labels.turnover}
        </PadButton>
        {substituting ? (
          <PadButton disabled={disabled} onClick={() => onSubstituting(false)}>
            {labels.cancel}
          </PadButton>
        ) : (
          <PadButton disabled={noPlayer || !player?.onCourt} onClick={() => onSubstituting(true)}>
            {labels.substitution}
          </PadButton>
        )}
        <PadButton disabled={disabled} onClick={() => onAction({ kind: 'period_end' })}>
          {labels.periodEnd}
        </PadButton>
      </div>
    </fieldset>
  )
}

/**
 * The scorer's pad: both teams' players as large toggle buttons (on court first), then what the picked player
 * did, the clocks, timeouts, substitutions, the end of the period and undo. Every button has a keyboard
 * shortcut, so a scorer with a keyboard never leaves the home row. The pad is controlled by the game state
 * the caller passes and reports each action through `onAction`.
 */
export function OperatorPad({
  home,
  away,
  clockRunning,
  disabled = false,
  labels = defaultOperatorPadLabels,
  onAction,
  className,
  ...props
}: Omit<React.ComponentProps<'section'>, 'onChange'> & {
  home: OperatorPadTeam
  away: OperatorPadTeam
  clockRunning: boolean
  disabled?: boolean
  labels?: OperatorPadLabels
  onAction: (action: OperatorPadAction) => void
}) {
  const [selected, setSelected] = useState<Selection | undefined>()
  const [substituting, setSubstituting] = useState(false)
  const team = selected?.teamId === away.id ? away : selected?.teamId === home.id ? home : undefined
  const player = team?.players.find((candidate) => candidate.id === selected?.playerId)

  const actions: PlayerActions = {
    playerAction: (kind) => selected && onAction({ kind, teamId: selected.teamId, playerId: selected.playerId }),
    shot: (points, made) =>
      selected && onAction({ kind: 'shot', teamId: selected.teamId, playerId: selected.playerId, points, made }),
    rebound: (offensive) =>
      selected && onAction({ kind: 'rebound', teamId: selected.teamId, playerId: selected.playerId, offensive }),
  }
  useScoringKeys({ disabled, clockRunning, onAction, actions })

  // Picking a bench player while substituting sends the substitution and selects the player who came in.
  const pick = (side: OperatorPadTeam, candidate: OperatorPadPlayer, picking: boolean) => {
    if (picking && selected) {
      onAction({ kind: 'substitution', teamId: side.id, playerOut: selected.playerId, playerIn: candidate.id })
      setSubstituting(false)
    }
    setSelected({ teamId: side.id, playerId: candidate.id })
  }
  const teamProps = { selected, substituting, disabled, labels, onPick: pick, onAction }
  return (
    <section
      data-slot="operator-pad"
      aria-label={labels.pad}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <PadGameButtons clockRunning={clockRunning} disabled={disabled} labels={labels} onAction={onAction} />
      <div className="grid grid-cols-2 gap-2 md:gap-4">
        <PadTeam side={home} {...teamProps} />
        <PadTeam side={away} {...teamProps} />
      </div>
      <PadPlayerActions
        player={player}
        substituting={substituting}
        disabled={disabled}
        labels={labels}
        actions={actions}
        onSubstituting={setSubstituting}
        onAction={onAction}
      />
    </section>
  )
}
