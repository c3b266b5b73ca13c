'use client'

import type { LiveGameStateResponse } from '@league/api/contract/live'
import { useState, type ReactNode } from 'react'
import { fillMessage, type ConsoleLabels } from '@/lib/operator/console-labels'
import {
  answersOf,
  fouledOutOnCourt,
  followUpOfShot,
  onCourtOf,
  type Answer,
  type AnswerWords,
  type FollowUp,
} from '@/lib/operator/follow-ups'
import type { LiveEvent } from '@/lib/operator/pad-events'
import { ConsoleButton } from './console-button'
import { QuestionPanel } from './question-panel'
import { playerName, TeamColumn } from './team-column'
import { useConsoleKeys } from './use-console-keys'

type Selection = { teamId: string; playerId: string }

function questionText(followUp: FollowUp, state: LiveGameStateResponse, labels: ConsoleLabels): string {
  const text = labels.text
  const name = (playerId: string | undefined) => {
    const player = playerId === undefined ? undefined : state.players[playerId]
    return player ? playerName(player) : ''
  }
  switch (followUp.kind) {
    case 'assist':
      return fillMessage(text.assistPrompt, { player: name(followUp.shooterId) })
    case 'block':
      return fillMessage(text.blockPrompt, { player: name(followUp.shooterId) })
    case 'steal':
      return text.stealPrompt
    case 'foul_kind': {
      const team = state.home.id === followUp.foul.teamId ? state.home : state.away
      const offender = followUp.foul.offender === 'coach' ? text.coachTechnical : text.benchTechnical
      const who = followUp.foul.playerId ? name(followUp.foul.playerId) : `${team.name} (${offender})`
      return fillMessage(text.foulKindPrompt, { player: who })
    }
    case 'fouled':
      return text.fouledPrompt
    case 'free_throws_awarded':
      return text.freeThrowsPrompt
    case 'free_throw':
      return fillMessage(text.freeThrowPrompt, {
        index: followUp.index,
        total: followUp.total,
        player: name(followUp.shooterId),
      })
    case 'substitution':
      return fillMessage(
        state.players[followUp.playerOutId]?.fouledOut ? text.foulOutPrompt : text.substitutionPrompt,
        { player: name(followUp.playerOutId) },
      )
    default:
      return followUp satisfies never
  }
}

export function answerWords(state: LiveGameStateResponse, labels: ConsoleLabels): AnswerWords {
  const text = labels.text
  return {
    nobody: text.nobody,
    made: text.made,
    missed: text.missed,
    freeThrowsNone: text.freeThrowsNone,
    freeThrowsAndOne: text.freeThrowsAndOne,
    freeThrowCount: text.freeThrowCount,
    foulKinds: {
      personal: text.foulPersonal,
      offensive: text.foulOffensive,
      technical: text.foulTechnical,
      unsportsmanlike: text.foulUnsportsmanlike,
      disqualifying: text.foulDisqualifying,
    },
    playerName: (playerId) => {
      const player = state.players[playerId]
      return player ? playerName(player) : playerId
    },
  }
}

/**
 * The question on the screen: the one the last play asked, or else the substitution of a player on court who
 * fouled out (until the scorer records it, or skips it for that player).
 */
function useQuestions(state: LiveGameStateResponse, labels: ConsoleLabels) {
  const [asked, setAsked] = useState<FollowUp>()
  const [dismissedFoulOuts, setDismissedFoulOuts] = useState<string[]>([])
  const foulOut = fouledOutOnCourt(state)
  const pendingFoulOut =
    foulOut?.kind === 'substitution' && !dismissedFoulOuts.includes(foulOut.playerOutId) ? foulOut : undefined
  const question = asked ?? pendingFoulOut
  const answers = question ? answersOf(question, state, answerWords(state, labels)) : []
  const skip = () => {
    if (asked === undefined && pendingFoulOut) {
      setDismissedFoulOuts((dismissed) => [...dismissed, pendingFoulOut.playerOutId])
    }
    setAsked(undefined)
  }
  return { asked, setAsked, question, answers, skip }
}

/** The clock, both shot-clock resets and undo: the row a scorer's hand goes back to. */
function ClockRow({
  clockRunning,
  disabled,
  labels: { pad },
  onToggle,
  onShotClock,
  onUndo,
}: {
  clockRunning: boolean
  disabled: boolean
  labels: ConsoleLabels
  onToggle: () => void
  onShotClock: (seconds: 24 | 14) => void
  onUndo: () => void
}) {
  return (
    <div className="grid grid-cols-4 gap-1">
      <ConsoleButton
        aria-keyshortcuts="Space"
        tone={clockRunning ? 'danger' : 'primary'}
        disabled={disabled}
        onClick={onToggle}
      >
        {clockRunning ? pad.clockStop : pad.clockStart}
      </ConsoleButton>
      <ConsoleButton aria-keyshortcuts="K" disabled={disabled} onClick={() => onShotClock(24)}>
        {pad.shotClock24}
      </ConsoleButton>
      <ConsoleButton aria-keyshortcuts="L" disabled={disabled} onClick={() => onShotClock(14)}>
        {pad.shotClock14}
      </ConsoleButton>
      <ConsoleButton aria-keyshortcuts="Control+Z" disabled={disabled} onClick={onUndo}>
        {pad.undo}
      </ConsoleButton>
    </div>
  )
}

function selectionOf(player: { id: string; teamId: string } | undefined): Selection | undefined {
  return player === undefined ? undefined : { teamId: player.teamId, playerId: player.id }
}

type PlayerKey = 'f' | 'o' | 'r' | 'a' | 's' | 't' | 'b' | 'x'

/** What the picked player did: made and missed shots, foul, rebounds, assist, steal, turnover, block, sub. */
function ActionGrid({
  disabled,
  labels,
  shot,
  playerActions,
  onPeriodEnd,
}: {
  disabled: boolean
  labels: ConsoleLabels
  shot: (points: 1 | 2 | 3, made: boolean) => void
  playerActions: Record<PlayerKey, () => void>
  onPeriodEnd: () => void
}) {
  const pad = labels.pad
  const action = (label: string, shortcut: string, onClick: () => void) => (
    <ConsoleButton key={label} aria-keyshortcuts={shortcut || undefined} disabled={disabled} onClick={onClick}>
      {label}
    </ConsoleButton>
  )
  return (
    <>
      <div className="grid grid-cols-3 gap-1">
        {([1, 2, 3] as const).map((points) =>
          action(fillMessage(pad.made, { points }), String(points), () => shot(points, true)),
        )}
        {([1, 2, 3] as const).map((points) =>
          action(fillMessage(pad.missed, { points }), `Shift+${points}`, () => shot(points, false)),
        )}
      </div>
      <div className="grid grid-cols-4 gap-1">
        {action(pad.foul, 'F', playerActions.f)}
        {action(pad.offensiveRebound, 'O', playerActions.o)}
        {action(pad.defensiveRebound, 'R', playerActions.r)}
        {action(pad.assist, 'A', playerActions.a)}
        {action(pad.steal, 'S', playerActions.s)}
        {action(pad.turnover, 'T', playerActions.t)}
        {action(labels.text.block, 'B', playerActions.b)}
        {action(pad.substitution, 'X', playerActions.x)}
      </div>
      <div className="grid grid-cols-2 gap-1">{action(pad.periodEnd, '', onPeriodEnd)}</div>
    </>
  )
}

/** The letters' plays on the picked player (F asks the foul's kind, T the steal, X who comes on). */
function playerActionsOf(
  withPlayer: (act: (picked: Selection) => void) => () => void,
  record: (events: LiveEvent[], next?: FollowUp) => void,
  setAsked: (followUp: FollowUp) => void,
): Record<PlayerKey, () => void> {
  return {
    f: withPlayer((picked) => setAsked({ kind: 'foul_kind', foul: picked })),
    o: withPlayer((picked) => record([{ type: 'rebound', ...picked, kind: 'offensive' }])),
    r: withPlayer((picked) => record([{ type: 'rebound', ...picked, kind: 'defensive' }])),
    a: withPlayer((picked) => record([{ type: 'assist', ...picked }])),
    s: withPlayer((picked) => record([{ type: 'steal', ...picked }])),
    t: withPlayer((picked) => record([{ type: 'turnover', ...picked }], { kind: 'steal', teamId: picked.teamId })),
    b: withPlayer((picked) => record([{ type: 'block', ...picked }])),
    x: withPlayer((picked) => setAsked({ kind: 'substitution', teamId: picked.teamId, playerOutId: picked.playerId })),
  }
}

/**
 * The scorer's court of buttons, FIBA LiveStats' basic mode: pick a player (tap, or H/J and 1–5), then what he
 * did; the console asks what follows (the assist, the block, the steal, the foul's kind, the fouled player,
 * the free throws one by one) and, when a player fouls out, who comes on. Every event goes to `onEvents`.
 */
export function ScorerPad({
  state,
  disabled,
  labels,
  onEvents,
  onUndo,
  onHelp,
  scoreboard,
  clockTools,
}: {
  state: LiveGameStateResponse
  disabled: boolean
  labels: ConsoleLabels
  onEvents: (events: LiveEvent[]) => void
  onUndo: () => void
  onHelp: () => void
  scoreboard: ReactNode
  clockTools: ReactNode
}) {
  const [selected, setSelected] = useState<Selection>()
  const [note, setNote] = useState<string>()
  const { asked, setAsked, question, answers, skip } = useQuestions(state, labels)
  const player = selected ? state.players[selected.playerId] : undefined
  const clockRunning = state.clocks.gameClockRunning

  const record = (events: LiveEvent[], next?: FollowUp) => {
    setNote(undefined)
    setAsked(next)
    if (events.length > 0) {
      onEvents(events)
    }
  }
  const answer = (chosen: Answer) => {
    const substitution = chosen.events.find((event) => event.type === 'substitution')
    if (substitution?.type === 'substitution') {
      setSelected({ teamId: substitution.teamId, playerId: substitution.playerIn })
    }
    record(chosen.events, chosen.next)
  }
  const withPlayer = (act: (picked: Selection) => void) => () => {
    if (selected === undefined) {
      setNote(labels.text.pickFirst)
      return
    }
    act(selected)
  }
  const shot = (points: 1 | 2 | 3, made: boolean) =>
    withPlayer(({ teamId, playerId }) => {
      const event: LiveEvent = { type: 'shot', teamId, playerId, points, made }
      record([event], followUpOfShot(event))
    })()
  const playerActions = playerActionsOf(withPlayer, record, setAsked)
  const toggleClock = () => record([{ type: clockRunning ? 'clock_stop' : 'clock_start' }], asked)
  useConsoleKeys(!disabled, question !== undefined, {
    toggleClock,
    undo: onUndo,
    shotClock: (seconds) => record([{ type: 'shot_clock_reset', seconds }], asked),
    shot,
    playerKey: (key) => playerActions[key](),
    pickOnCourt: (side, index) => setSelected(selectionOf(onCourtOf(state, state[side].id)[index]) ?? selected),
    answer: (index) => answers[index] && answer(answers[index]),
    skipQuestion: skip,
    help: onHelp,
  })

  const pad = labels.pad
  const column = (side: 'home' | 'away') => (
    <TeamColumn
      state={state}
      side={side}
      selectedId={selected?.playerId}
      disabled={disabled}
      labels={labels}
      onPick={(teamId, playerId) => {
        setNote(undefined)
        setSelected({ teamId, playerId })
      }}
      onEvents={(events) => record(events)}
      onCoachFoul={(teamId, offender) => setAsked({ kind: 'foul_kind', foul: { teamId, offender } })}
    />
  )
  return (
    <>
      {column('home')}
      <section aria-label={pad.pad} className="flex min-h-0 min-w-0 flex-col gap-2 overflow-y-auto">
        {scoreboard}
        <ClockRow
          clockRunning={clockRunning}
          disabled={disabled}
          labels={labels}
          onToggle={toggleClock}
          onShotClock={(seconds) => record([{ type: 'shot_clock_reset', seconds }], asked)}
          onUndo={onUndo}
        />
        {clockTools}
        <p aria-live="polite" className="min-h-6 truncate font-semibold">
          {note ?? (player ? playerName(player) : pad.pickPlayer)}
        </p>
        {question ? (
          <QuestionPanel
            question={questionText(question, state, labels)}
            answers={answers}
            skipLabel={labels.text.skip}
            onAnswer={answer}
            onSkip={skip}
          />
        ) : null}
        <ActionGrid
          disabled={disabled}
          labels={labels}
          shot={shot}
          playerActions={playerActions}
          onPeriodEnd={() => record([{ type: 'period_end', period: state.period }])}
        />
      </section>
      {column('away')}
    </>
  )
}
