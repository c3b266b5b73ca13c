/**
 * Fouls: the player's count and foul-out or disqualification, the team foul, and what a foul does to the
 * shot clock. Team fouls turn into the penalty in `derived.ts`.
 */
import type { FoulKind } from '../events.ts'
import { FIBA_RULES } from '../rules.ts'
import type { LiveGameState, LivePlayer } from '../state.ts'
import { resetShotClock } from './clocks.ts'
import { chargeCoachFoul } from './coach-fouls.ts'
import type { EventOf } from './event-handler.ts'
import { describePlayer, playerOf, requirePeriodOn, teamOf } from './lookups.ts'
import { LiveRuleError } from './rule-error.ts'

/** The fouls a player on the bench, or the head coach for himself or his bench, can be charged with. */
const BENCH_FOUL_KINDS = ['technical', 'disqualifying'] as const

function isBenchFoulKind(kind: FoulKind): kind is (typeof BENCH_FOUL_KINDS)[number] {
  return (BENCH_FOUL_KINDS as readonly FoulKind[]).includes(kind)
}

/** Five fouls (Art. 40), or two technicals, two unsportsmanlikes, one of each, or a disqualifying foul. */
function countFoulTowardsDisqualification(player: LivePlayer, kind: FoulKind): void {
  if (kind === 'technical') {
    player.technicalFouls += 1
  } else if (kind === 'unsportsmanlike') {
    player.unsportsmanlikeFouls += 1
  }
  const personalAndOther = player.counts.foulsCommitted
  const disqualified =
    kind === 'disqualifying' ||
    player.technicalFouls >= 2 ||
    player.unsportsmanlikeFouls >= 2 ||
    (player.technicalFouls >= 1 && player.unsportsmanlikeFouls >= 1)
  if (personalAndOther >= FIBA_RULES.foulsToFoulOut || disqualified) {
    player.fouledOut = true
  }
}

/** Art. 29.2: what a foul does to the shot clock. */
function adjustShotClockAfterFoul(state: LiveGameState, kind: FoulKind, at: number): void {
  switch (kind) {
    case 'offensive':
      resetShotClock(state, FIBA_RULES.shotClockSeconds, at)
      return
    case 'personal':
      // A defensive foul leaves the offence at least 14 seconds (Art. 29.2.2).
      if (state.shotClock.remainingMs < FIBA_RULES.shotClockShortSeconds * 1000) {
        resetShotClock(state, FIBA_RULES.shotClockShortSeconds, at)
      }
      return
    case 'unsportsmanlike':
    case 'disqualifying':
      // Followed by a throw-in at the front court throw-in line with 14 seconds (Art. 29.2.3).
      resetShotClock(state, FIBA_RULES.shotClockShortSeconds, at)
      return
    case 'technical':
      return
    default:
      kind satisfies never
  }
}

/** A foul; one recorded between periods (a technical in the break) counts but leaves the clocks alone. */
export function recordFoul(state: LiveGameState, event: EventOf<'foul'>, at: number): void {
  const team = teamOf(state, event.teamId)
  if (state.phase === 'scheduled') {
    requirePeriodOn(state, 'A foul')
  }
  if (event.playerId === undefined && event.offender !== undefined) {
    if (!isBenchFoulKind(event.kind)) {
      throw new LiveRuleError(
        'not-a-player',
        `A ${event.kind} foul is a player's foul: a ${event.offender} can only be charged with a technical or ` +
          'disqualifying foul. Pick the player who committed it.',
      )
    }
    // Charged to the head coach ("C" or "B"), never a team foul (Art. 41.1.1).
    team.coachFouls = chargeCoachFoul(team.coachFouls, event.offender, event.kind).fouls
  }
  if (event.playerId !== undefined) {
    const player = playerOf(state, team, event.playerId)
    if (player.fouledOut) {
      throw new LiveRuleError(
        'fouled-out',
        `${describePlayer(player)} has fouled out and cannot commit another foul: check the player's number.`,
      )
    }
    // A technical or disqualifying foul may be called on a player on the bench (Art. 36, 38); the others
    // (personal, offensive, unsportsmanlike: contact in play, Art. 33–37) need a player on court.
    if (!team.onCourt.includes(player.id) && state.phase === 'period' && !isBenchFoulKind(event.kind)) {
      throw new LiveRuleError(
        'not-on-court',
        `${describePlayer(player)} is not on court, so cannot commit a ${event.kind} foul: record the substitution ` +
          'first, or check the number (a player on the bench can only get a technical or disqualifying foul).',
      )
    }
    player.counts.foulsCommitted += 1
    countFoulTowardsDisqualification(player, event.kind)
    // Every foul by a player is a team foul (Art. 41.1.1); a coach's or bench technical is not.
    const period = Math.max(1, state.period)
    team.teamFouls[period - 1] = (team.teamFouls[period - 1] ?? 0) + 1
  }
  if (state.phase === 'period') {
    adjustShotClockAfterFoul(state, event.kind, at)
  }
}
