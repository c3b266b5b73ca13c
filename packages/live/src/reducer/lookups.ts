/**
 * Finding a game's teams and players from an event's ids, and the small checks and phrases every handler
 * shares. An id the game does not know is a broken rule, so the scorer sees what to fix.
 */
import { FIBA_RULES } from '../rules.ts'
import type { LiveGameState, LivePlayer, LiveTeam } from '../state.ts'
import { LiveRuleError } from './rule-error.ts'

/** A reference to a player as the scorer's sheet shows it: "#7 Bozic". */
export function describePlayer(player: LivePlayer): string {
  return player.number === undefined ? player.name : `#${player.number} ${player.name}`
}

export function teamOf(state: LiveGameState, teamId: string): LiveTeam {
  if (state.home.id === teamId) {
    return state.home
  }
  if (state.away.id === teamId) {
    return state.away
  }
  throw new LiveRuleError(
    'unknown-team',
    `Team ${teamId} does not play in this game (${state.home.id} v ${state.away.id}).`,
  )
}

export function opponentOf(state: LiveGameState, team: LiveTeam): LiveTeam {
  return team.side === 'home' ? state.away : state.home
}

export function playerOf(state: LiveGameState, team: LiveTeam, playerId: string): LivePlayer {
  const player = state.players[playerId]
  if (player === undefined || player.teamId !== team.id) {
    throw new LiveRuleError('unknown-player', `Player ${playerId} is not on the ${team.name} roster.`)
  }
  return player
}

/**
 * A player who takes part in a play must be on court (a scorer's slip: the wrong number, a substitution not
 * yet recorded). One who has fouled out or is disqualified (Art. 40, 36–38) may still be on court until his
 * substitute comes in, but cannot score, rebound or assist (`scoring`); his turnover on the offensive foul
 * that fouled him out still counts.
 */
export function playingPlayerOf(
  state: LiveGameState,
  team: LiveTeam,
  playerId: string,
  play: string,
  scoring = false,
): LivePlayer {
  const player = playerOf(state, team, playerId)
  if (scoring && player.fouledOut) {
    throw new LiveRuleError(
      'fouled-out',
      `${describePlayer(player)} has fouled out or is disqualified and cannot be credited with ${play}: ` +
        'substitute him and check the number.',
    )
  }
  if (!team.onCourt.includes(player.id)) {
    throw new LiveRuleError(
      'not-on-court',
      `${describePlayer(player)} is not on court, so cannot be credited with ${play}: record the substitution ` +
        'first, or check the number.',
    )
  }
  return player
}

/** The players of a team's list of ids that are on the roster (the list of who is on court, say). */
export function playersOf(state: LiveGameState, playerIds: readonly string[]): LivePlayer[] {
  return playerIds.flatMap((playerId) => {
    const player = state.players[playerId]
    return player === undefined ? [] : [player]
  })
}

export function periodLengthMs(state: LiveGameState, period: number): number {
  const seconds = period > FIBA_RULES.lastRegularPeriod ? state.setup.overtimeSeconds : state.setup.periodSeconds
  return seconds * 1000
}

export function requirePeriodOn(state: LiveGameState, what: string): void {
  if (state.phase !== 'period') {
    const when = state.phase === 'scheduled' ? 'before the game has started' : 'between periods'
    throw new LiveRuleError('no-period', `${what} cannot be recorded ${when}: start the period first.`)
  }
}

export function otherSide(side: 'home' | 'away'): 'home' | 'away' {
  return side === 'home' ? 'away' : 'home'
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
