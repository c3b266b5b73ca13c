/**
 * Rows that frame the game rather than a team's play: the starters, the start and end of each period, the
 * end of the game, and jump balls (the opening tip and the held balls that follow the possession arrow).
 */
import { advanceTo, stopClock } from './clock.ts'
import { type Conversion, emit, periodLengthMs, reportGap } from './conversion.ts'
import type { PlayByPlayRow } from './types.ts'

/** Jump-ball situations after the opening tip: each is an alternating-possession throw-in (FIBA Art. 12.4). */
const HELD_BALLS = new Set(['heldball', 'lodgedball'])

export function recordStarter(conversion: Conversion, row: PlayByPlayRow): void {
  if (row.teamId !== null && row.playerId !== null) {
    conversion.starters.set(row.teamId, [...(conversion.starters.get(row.teamId) ?? []), row.playerId])
  }
}

/**
 * Starts a period (the first one after both starting fives) and gives back the rows the source listed
 * before it, for the caller to apply now.
 */
export function startPeriod(conversion: Conversion, row: PlayByPlayRow): { row: PlayByPlayRow; index: number }[] {
  if (row.period === 1) {
    for (const [teamId, playerIds] of conversion.starters) {
      conversion.onCourt.set(teamId, new Set(playerIds))
      for (const starterId of playerIds) {
        conversion.playedBefore.add(starterId)
      }
      emit(conversion, row.sequence, { type: 'starting_lineup', teamId, playerIds })
    }
  }
  conversion.period = row.period
  conversion.inPeriod = true
  conversion.remainingMs = periodLengthMs(conversion, conversion.period)
  conversion.running = false
  emit(conversion, row.sequence, { type: 'period_start', period: conversion.period })
  const early = conversion.earlyRows
  conversion.earlyRows = []
  return early
}

/** The period ends at its full length, whatever the last row's clock showed. */
export function endPeriod(conversion: Conversion, row: PlayByPlayRow): void {
  stopClock(conversion, row.sequence)
  conversion.inPeriod = false
  conversion.gameTimeMs = conversion.periodStartMs + periodLengthMs(conversion, conversion.period)
  emit(conversion, row.sequence, { type: 'period_end', period: conversion.period })
  conversion.periodStartMs = conversion.gameTimeMs
}

export function recordGameEnd(conversion: Conversion, row: PlayByPlayRow): void {
  emit(conversion, row.sequence, { type: 'game_end' })
}

/**
 * The opening tip is a `won` row (with its `lost` twin, which adds nothing); held and lodged balls are
 * alternating-possession throw-ins, with a whistle that stops the clock.
 */
export function recordJumpBall(conversion: Conversion, row: PlayByPlayRow): void {
  if (row.subtype === 'won' && row.teamId !== null && !conversion.arrowSet) {
    emit(conversion, row.sequence, { type: 'jump_ball', teamId: row.teamId })
    conversion.arrowSet = true
  } else if (row.subtype !== null && HELD_BALLS.has(row.subtype)) {
    if (!conversion.arrowSet || !conversion.inPeriod) {
      reportGap(conversion, row, 'event-dropped', `${row.subtype} with no possession arrow set, or between periods`)
      return
    }
    advanceTo(conversion, row)
    stopClock(conversion, row.sequence)
    emit(conversion, row.sequence, { type: 'held_ball' })
  }
}
