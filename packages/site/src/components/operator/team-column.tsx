'use client'

import type { LiveGameStateResponse } from '@league/api/contract/live'
import { fillMessage, type ConsoleLabels } from '@/lib/operator/console-labels'
import type { LiveEvent } from '@/lib/operator/pad-events'
import { ConsoleButton } from './console-button'

type Player = LiveGameStateResponse['players'][string]

export function playerName(player: Pick<Player, 'name' | 'number'>): string {
  return player.number ? `#${player.number} ${player.name}` : player.name
}

/**
 * The head coach's technicals as the scoresheet charges them ("C" his own, "B" his bench's), once there is one,
 * and his disqualification (two "C", or three with a "B" among them), so the scorer tells the referees.
 */
function CoachFouls({
  fouls,
  text,
}: {
  fouls: LiveGameStateResponse['home']['coachFouls']
  text: ConsoleLabels['text']
}) {
  if (fouls.coach + fouls.bench === 0 && fouls.disqualified === 0) {
    return null
  }
  return (
    <div className="text-xs">
      {fouls.coach + fouls.bench > 0 ? (
        <p>{fillMessage(text.coachFouls, { coach: fouls.coach, bench: fouls.bench })}</p>
      ) : null}
      {fouls.disqualified > 0 ? <output className="block font-semibold">{text.coachDisqualified}</output> : null}
    </div>
  )
}

/**
 * One team as the scorer touches it: the five on court as large buttons (in the order H/J and 1–5 pick
 * them), the bench below (for a substitution, or a technical foul on a bench player), and the team's own
 * plays: timeout, team rebounds, team turnover, and the coach's and the bench's technical fouls.
 */
export function TeamColumn({
  state,
  side,
  selectedId,
  disabled,
  labels,
  onPick,
  onEvents,
  onCoachFoul,
}: {
  state: LiveGameStateResponse
  side: 'home' | 'away'
  selectedId: string | undefined
  disabled: boolean
  labels: ConsoleLabels
  onPick: (teamId: string, playerId: string) => void
  onEvents: (events: LiveEvent[]) => void
  onCoachFoul: (teamId: string, offender: 'coach' | 'bench') => void
}) {
  const team = state[side]
  const text = labels.text
  const roster = state.setup[side].players.flatMap((rostered) => state.players[rostered.id] ?? [])
  const onCourt = team.onCourt.flatMap((playerId) => state.players[playerId] ?? [])
  const bench = roster.filter((player) => !player.onCourt)
  const button = (player: Player, index?: number) => (
    <ConsoleButton
      key={player.id}
      aria-pressed={selectedId === player.id}
      aria-keyshortcuts={index === undefined ? undefined : `${side === 'home' ? 'H' : 'J'} ${index + 1}`}
      disabled={disabled}
      data-fouled-out={player.fouledOut ? '' : undefined}
      className={`text-left data-[fouled-out]:line-through ${index === undefined ? '' : 'min-h-12 text-base'}`}
      onClick={() => onPick(team.id, player.id)}
    >
      <span className="block truncate">{playerName(player)}</span>
      <span className="block text-xs font-normal">
        {fillMessage(text.playerLine, { fouls: player.counts.foulsCommitted, points: player.counts.points })}
      </span>
    </ConsoleButton>
  )
  const teamEvent = (event: LiveEvent) => () => onEvents([event])
  return (
    <fieldset className="flex min-h-0 min-w-0 flex-col gap-1 overflow-y-auto">
      <legend className="truncate font-heading text-lg font-bold">{team.name}</legend>
      <CoachFouls fouls={team.coachFouls} text={text} />
      <h3 className="text-xs font-semibold text-on-muted uppercase">{labels.pad.onCourt}</h3>
      <div className="flex flex-col gap-1">{onCourt.map((player, index) => button(player, index))}</div>
      <h3 className="mt-1 text-xs font-semibold text-on-muted uppercase">{labels.pad.bench}</h3>
      <div className="grid grid-cols-2 gap-1">{bench.map((player) => button(player))}</div>
      <h3 className="sr-only">{fillMessage(text.teamActions, { team: team.name })}</h3>
      <div className="mt-1 grid grid-cols-2 gap-1">
        <ConsoleButton disabled={disabled} onClick={teamEvent({ type: 'timeout', teamId: team.id })}>
          {labels.pad.timeout}
        </ConsoleButton>
        <ConsoleButton disabled={disabled} onClick={teamEvent({ type: 'turnover', teamId: team.id })}>
          {text.teamTurnover}
        </ConsoleButton>
        <ConsoleButton disabled={disabled} onClick={teamEvent({ type: 'rebound', teamId: team.id, kind: 'offensive' })}>
          {text.teamOffensiveRebound}
        </ConsoleButton>
        <ConsoleButton disabled={disabled} onClick={teamEvent({ type: 'rebound', teamId: team.id, kind: 'defensive' })}>
          {text.teamDefensiveRebound}
        </ConsoleButton>
        <ConsoleButton disabled={disabled} onClick={() => onCoachFoul(team.id, 'coach')}>
          {text.coachTechnical}
        </ConsoleButton>
        <ConsoleButton disabled={disabled} onClick={() => onCoachFoul(team.id, 'bench')}>
          {text.benchTechnical}
        </ConsoleButton>
      </div>
    </fieldset>
  )
}
