/**
 * The plays that fill the box score: shots and the score, rebounds, assists, steals, blocks, turnovers and
 * fouls drawn. Each credits its player, and the plays that change possession reset the shot clock.
 */
import { FIBA_RULES } from '../rules.ts'
import type { LiveGameState, LiveTeam } from '../state.ts'
import { resetShotClock } from './clocks.ts'
import type { EventOf } from './event-handler.ts'
import { opponentOf, playerOf, playersOf, playingPlayerOf, requirePeriodOn, teamOf } from './lookups.ts'

/** Points for a team: its score, its period's score, and +/- for everyone on court. */
function addPoints(state: LiveGameState, team: LiveTeam, points: number): void {
  team.score += points
  const index = state.period - 1
  team.periodScores[index] = (team.periodScores[index] ?? 0) + points
  for (const player of playersOf(state, team.onCourt)) {
    player.counts.plusMinus += points
  }
  for (const player of playersOf(state, opponentOf(state, team).onCourt)) {
    player.counts.plusMinus -= points
  }
}

export function recordShot(state: LiveGameState, event: EventOf<'shot'>, at: number): void {
  requirePeriodOn(state, 'A shot')
  const team = teamOf(state, event.teamId)
  if (event.playerId !== undefined) {
    const counts = playingPlayerOf(
      state,
      team,
      event.playerId,
      event.points === 1 ? 'a free throw' : 'a shot',
      true,
    ).counts
    const made = event.made ? 1 : 0
    if (event.points === 1) {
      counts.freeThrowsAttempted += 1
      counts.freeThrowsMade += made
    } else if (event.points === 2) {
      counts.twoPointersAttempted += 1
      counts.twoPointersMade += made
    } else {
      counts.threePointersAttempted += 1
      counts.threePointersMade += made
    }
    if (event.made) {
      counts.points += event.points
    }
  }
  if (event.made) {
    addPoints(state, team, event.points)
    // A made basket gives the ball to the other team: a new possession.
    resetShotClock(state, FIBA_RULES.shotClockSeconds, at)
  }
}

/** The scorer puts the running score right: points for the team as if scored now, with no player's line changed. */
export function correctScore(state: LiveGameState, event: EventOf<'score_correction'>): void {
  requirePeriodOn(state, 'A score correction')
  addPoints(state, teamOf(state, event.teamId), event.points)
}

/** Art. 29.2: 14 seconds after an offensive rebound, 24 after a defensive one. */
export function recordRebound(state: LiveGameState, event: EventOf<'rebound'>, at: number): void {
  requirePeriodOn(state, 'A rebound')
  const team = teamOf(state, event.teamId)
  if (event.playerId !== undefined) {
    const counts = playingPlayerOf(state, team, event.playerId, 'a rebound', true).counts
    if (event.kind === 'offensive') {
      counts.offensiveRebounds += 1
    } else {
      counts.defensiveRebounds += 1
    }
  }
  const seconds = event.kind === 'offensive' ? FIBA_RULES.shotClockShortSeconds : FIBA_RULES.shotClockSeconds
  resetShotClock(state, seconds, at)
}

export function recordAssist(state: LiveGameState, event: EventOf<'assist'>): void {
  requirePeriodOn(state, 'An assist')
  playingPlayerOf(state, teamOf(state, event.teamId), event.playerId, 'an assist', true).counts.assists += 1
}

export function recordSteal(state: LiveGameState, event: EventOf<'steal'>, at: number): void {
  requirePeriodOn(state, 'A steal')
  playingPlayerOf(state, teamOf(state, event.teamId), event.playerId, 'a steal').counts.steals += 1
  resetShotClock(state, FIBA_RULES.shotClockSeconds, at)
}

/** A block for the blocker, and "blocked" (a PIR minus) for the shooter when the event names him. */
export function recordBlock(state: LiveGameState, event: EventOf<'block'>): void {
  requirePeriodOn(state, 'A block')
  const team = teamOf(state, event.teamId)
  playingPlayerOf(state, team, event.playerId, 'a block').counts.blocks += 1
  if (event.blockedPlayerId !== undefined) {
    playingPlayerOf(state, opponentOf(state, team), event.blockedPlayerId, 'a blocked shot').counts.blocksAgainst += 1
  }
}

export function recordTurnover(state: LiveGameState, event: EventOf<'turnover'>, at: number): void {
  requirePeriodOn(state, 'A turnover')
  const team = teamOf(state, event.teamId)
  if (event.playerId !== undefined) {
    playingPlayerOf(state, team, event.playerId, 'a turnover').counts.turnovers += 1
  }
  resetShotClock(state, FIBA_RULES.shotClockSeconds, at)
}

/** Fouls drawn count in PIR; they may be recorded between periods, like the foul they answer. */
export function recordFoulDrawn(state: LiveGameState, event: EventOf<'foul_drawn'>): void {
  playerOf(state, teamOf(state, event.teamId), event.playerId).counts.foulsDrawn += 1
}
