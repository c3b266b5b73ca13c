/**
 * Turns a real game's play-by-play (the rows of `data/<season>/pbp.csv`, or the API's play-by-play table)
 * into the live events a scorer would have sent, each at its moment of game time. Replays and the real-data
 * tests use it. The play-by-play has no clock stops, so they are put where FIBA stops the clock (fouls,
 * timeouts, substitutions, violations) and the clock restarts when the next row shows less time; a stoppage
 * takes no game time.
 *
 * The play-by-play is not always complete: a basket, rebound or foul without a player, a substitution
 * naming only one of the two players. Such rows become team events, or the missing player is inferred from
 * who appears next; every such place is reported in `gaps`. Where the plays add up to another score than the
 * source's running score, the scorer's correction is sent (`score_correction`, see `running-score.ts`), so a
 * replay ends on the real result and period scores.
 *
 * The steps live in `play-by-play/`: the conversion's running record (`conversion.ts`), game time
 * (`clock.ts`), substitutions (`substitutions.ts`), the rows that frame the game (`frame.ts`) and a team's
 * plays (`plays.ts`). This module reads the rows in order and sends each to its step.
 */
import type { LoggedEvent } from './events.ts'
import { advanceTo } from './play-by-play/clock.ts'
import { type Conversion, newConversion, reportGap } from './play-by-play/conversion.ts'
import { endPeriod, recordGameEnd, recordJumpBall, recordStarter, startPeriod } from './play-by-play/frame.ts'
import {
  recordAssistOrSteal,
  recordBlock,
  recordFoul,
  recordFoulDrawn,
  recordRebound,
  recordShot,
  recordTimeout,
  recordTurnover,
  type TeamPlay,
} from './play-by-play/plays.ts'
import { markRunningScore, scoreCorrectionsOf, sendScoreCorrections } from './play-by-play/running-score.ts'
import { flushSubstitutions } from './play-by-play/substitutions.ts'
import type {
  ConvertedGame,
  OfficialPeriodScores,
  PlayByPlayRow,
  ScoreCorrection,
  TimedEvent,
} from './play-by-play/types.ts'
import type { GameSetup, GameSetupInput } from './setup.ts'

export type {
  ConvertedGame,
  OfficialPeriodScores,
  PlayByPlayGap,
  PlayByPlayGapKind,
  PlayByPlayRow,
  TimedEvent,
} from './play-by-play/types.ts'

const SKIPPED_EVENTS = new Set(['game_start', 'marker', 'other', 'timeout_officials'])

/** A team's row the source lists before the start marker of its period: it is applied after the marker. */
function isEarlyRow(conversion: Conversion, row: PlayByPlayRow): boolean {
  return (
    !conversion.inPeriod &&
    row.period > conversion.period &&
    row.teamId !== null &&
    row.event !== 'substitution' &&
    row.event !== 'starter'
  )
}

/** The row's player when he is on his team's game sheet; a player who is not is reported and left out. */
function checkedPlayer(conversion: Conversion, row: PlayByPlayRow): string | undefined {
  const playerId = row.playerId ?? undefined
  if (playerId !== undefined && row.teamId !== null && !(conversion.rosters.get(row.teamId) ?? []).includes(playerId)) {
    reportGap(
      conversion,
      row,
      'player-not-on-roster',
      `${row.event} by player ${playerId}, who is not on the ${row.teamId} game sheet`,
    )
    return undefined
  }
  return playerId
}

/** Handles a row that frames the game; false when the row is a team's play. */
function handleFrameRow(conversion: Conversion, row: PlayByPlayRow): boolean {
  switch (row.event) {
    case 'starter':
      recordStarter(conversion, row)
      return true
    case 'period_start':
      for (const early of startPeriod(conversion, row)) {
        handleRow(conversion, early.row, early.index)
      }
      return true
    case 'period_end':
      endPeriod(conversion, row)
      return true
    case 'game_end':
      recordGameEnd(conversion, row)
      return true
    case 'substitution':
      conversion.pendingSubstitutions.push(row)
      return true
    case 'jumpball':
      recordJumpBall(conversion, row)
      return true
    default:
      return false
  }
}

function handleTeamPlay(conversion: Conversion, play: TeamPlay): void {
  switch (play.row.event) {
    case 'fg_made':
    case 'fg_missed':
    case 'ft_made':
    case 'ft_missed':
      recordShot(conversion, play)
      return
    case 'rebound':
      recordRebound(conversion, play)
      return
    case 'assist':
    case 'steal':
      recordAssistOrSteal(conversion, play, play.row.event)
      return
    case 'block':
      recordBlock(conversion, play)
      return
    case 'turnover':
      recordTurnover(conversion, play)
      return
    case 'foul':
      recordFoul(conversion, play)
      return
    case 'foul_drawn':
      recordFoulDrawn(conversion, play)
      return
    case 'timeout':
      recordTimeout(conversion, play)
      return
    default:
      reportGap(conversion, play.row, 'event-dropped', `unknown event ${play.row.event}`)
  }
}

/** Applies one row; false when the row belongs to the next period and waits for its start. */
function applyRow(conversion: Conversion, row: PlayByPlayRow, index: number): boolean {
  if (row.event !== 'substitution') {
    flushSubstitutions(conversion, index)
  }
  if (SKIPPED_EVENTS.has(row.event)) {
    return true
  }
  if (isEarlyRow(conversion, row)) {
    reportGap(conversion, row, 'event-reordered', `${row.event} listed before the start of period ${row.period}`)
    conversion.earlyRows.push({ row, index })
    return false
  }
  const playerId = checkedPlayer(conversion, row)
  if (handleFrameRow(conversion, row)) {
    return true
  }
  if (row.teamId === null) {
    reportGap(conversion, row, 'event-dropped', `${row.event} without a team`)
    return true
  }
  advanceTo(conversion, row)
  handleTeamPlay(conversion, { row, index, teamId: row.teamId, playerId })
  return true
}

function handleRow(conversion: Conversion, row: PlayByPlayRow, index: number): void {
  sendScoreCorrections(conversion, row, index, true)
  if (applyRow(conversion, row, index)) {
    sendScoreCorrections(conversion, row, index, false)
    markRunningScore(conversion, row, index)
  }
}

function convertRows(
  setupInput: GameSetupInput | GameSetup,
  rows: readonly PlayByPlayRow[],
  scoreCorrections?: ReadonlyMap<number, readonly ScoreCorrection[]>,
): Conversion {
  const conversion = newConversion(setupInput, rows, scoreCorrections)
  rows.forEach((row, index) => {
    handleRow(conversion, row, index)
  })
  flushSubstitutions(conversion, rows.length)
  return conversion
}

/**
 * Converts a game's rows (in `sequence` order) to timed live events. `official` (the game's points per period,
 * when known) outranks the running score where the two disagree.
 *
 * @example
 * const { events, gaps } = convertPlayByPlay(setup, rows)
 * events[0]?.event.type //=> 'starting_lineup'
 */
export function convertPlayByPlay(
  setupInput: GameSetupInput | GameSetup,
  rows: readonly PlayByPlayRow[],
  official?: OfficialPeriodScores,
): ConvertedGame {
  const firstPass = convertRows(setupInput, rows)
  const scoreCorrections = scoreCorrectionsOf(firstPass, official)
  // Most games' plays give their running score throughout: the first pass is the answer.
  const conversion = scoreCorrections.size === 0 ? firstPass : convertRows(setupInput, rows, scoreCorrections)
  return { events: conversion.events, gaps: conversion.gaps }
}

/**
 * Stamps timed events with server times: tip-off at `startAt`, game time running `clockRate` times faster
 * than real time (a replay at 20× passes 20).
 */
export function toLoggedEvents(events: readonly TimedEvent[], startAt: number, clockRate = 1): LoggedEvent[] {
  return events.map((timed, index) => ({
    sequence: index + 1,
    at: startAt + timed.gameTimeMs / clockRate,
    event: timed.event,
  }))
}
