/**
 * Who is on the court: the starting fives, substitutions, and the stints that make a player's playing time.
 */
import type { LiveGameState, LivePlayer } from '../state.ts'
import type { EventOf } from './event-handler.ts'
import { describePlayer, playerOf, playersOf, teamOf } from './lookups.ts'
import { LiveRuleError } from './rule-error.ts'

/** Ends a player's stint at the current game clock (the clocks must be settled). */
export function leaveCourt(state: LiveGameState, player: LivePlayer): void {
  if (player.enteredAtRemainingMs !== null) {
    player.playedMs += player.enteredAtRemainingMs - state.gameClock.remainingMs
  }
  player.enteredAtRemainingMs = null
  player.onCourt = false
}

function enterCourt(state: LiveGameState, player: LivePlayer): void {
  player.onCourt = true
  player.played = true
  player.enteredAtRemainingMs = state.phase === 'period' ? state.gameClock.remainingMs : null
}

/** Before the game: the five who start, replacing any five entered earlier for the team. */
export function recordStartingLineup(state: LiveGameState, event: EventOf<'starting_lineup'>): void {
  if (state.phase !== 'scheduled') {
    throw new LiveRuleError('game-started', 'The starting five can only be entered before the game.')
  }
  const team = teamOf(state, event.teamId)
  for (const player of playersOf(state, team.onCourt)) {
    player.onCourt = false
    player.starter = false
  }
  if (new Set(event.playerIds).size !== event.playerIds.length) {
    throw new LiveRuleError('duplicate-player', 'The starting five names a player twice.')
  }
  for (const playerId of event.playerIds) {
    const player = playerOf(state, team, playerId)
    player.onCourt = true
    player.starter = true
  }
  team.onCourt = [...event.playerIds]
}

export function recordSubstitution(state: LiveGameState, event: EventOf<'substitution'>): void {
  if (state.phase === 'final') {
    return
  }
  const team = teamOf(state, event.teamId)
  const playerOut = playerOf(state, team, event.playerOut)
  const playerIn = playerOf(state, team, event.playerIn)
  if (!playerOut.onCourt) {
    throw new LiveRuleError(
      'not-on-court',
      `${describePlayer(playerOut)} is not on the court, so cannot be substituted out.`,
    )
  }
  if (playerIn.onCourt) {
    throw new LiveRuleError('already-on-court', `${describePlayer(playerIn)} is already on the court.`)
  }
  if (playerIn.fouledOut) {
    throw new LiveRuleError('fouled-out', `${describePlayer(playerIn)} has fouled out and cannot come back on.`)
  }
  leaveCourt(state, playerOut)
  enterCourt(state, playerIn)
  team.onCourt = team.onCourt.map((playerId) => (playerId === playerOut.id ? playerIn.id : playerId))
}
