/**
 * What the conversion keeps while it reads a game's rows in order: who is on court, the game time, the
 * events and gaps so far. The steps (`clock.ts`, `substitutions.ts`, `frame.ts`, `plays.ts`) read and change
 * it; it never leaves `convertPlayByPlay`.
 */
import type { LiveGameEvent } from '../events.ts'
import { FIBA_RULES } from '../rules.ts'
import type { GameSetup, GameSetupInput } from '../setup.ts'
import type {
  PlayByPlayGap,
  PlayByPlayGapKind,
  PlayByPlayRow,
  ScoreCorrection,
  ScoreMark,
  TimedEvent,
} from './types.ts'

export interface Conversion {
  readonly rows: readonly PlayByPlayRow[]
  readonly periodSeconds: number
  readonly overtimeSeconds: number
  /** Each team's player ids from the game sheet. */
  readonly rosters: Map<string, string[]>
  readonly events: TimedEvent[]
  readonly gaps: PlayByPlayGap[]
  readonly onCourt: Map<string, Set<string>>
  readonly starters: Map<string, string[]>
  readonly foulsByPlayer: Map<string, number>
  /** Players who have been on court, to recognise one the source never names coming back on. */
  readonly playedBefore: Set<string>
  period: number
  /** Game time at the start of the current period (ms since tip-off). */
  periodStartMs: number
  remainingMs: number
  running: boolean
  inPeriod: boolean
  gameTimeMs: number
  /** Substitution rows of one stoppage, paired when the next other row comes. */
  pendingSubstitutions: PlayByPlayRow[]
  /** Whether the opening jump ball has set the possession arrow (a held ball before it has no arrow to follow). */
  arrowSet: boolean
  /** Rows of the next period that the source lists before its start marker, applied right after it. */
  earlyRows: { row: PlayByPlayRow; index: number }[]
  readonly homeTeamId: string
  readonly awayTeamId: string
  /** Points of each team from the events so far (made shots and score corrections). */
  readonly points: Map<string, number>
  /** The plays' score beside the source's running score after each row, in the order the rows were applied. */
  readonly scoreMarks: ScoreMark[]
  /** Corrections to send, by row index (the second pass, once the first has shown where the scores part). */
  readonly scoreCorrections: ReadonlyMap<number, readonly ScoreCorrection[]>
}

export function newConversion(
  setup: GameSetupInput | GameSetup,
  rows: readonly PlayByPlayRow[],
  scoreCorrections: ReadonlyMap<number, readonly ScoreCorrection[]> = new Map(),
): Conversion {
  return {
    rows,
    periodSeconds: setup.periodSeconds ?? 600,
    overtimeSeconds: setup.overtimeSeconds ?? 300,
    rosters: new Map([
      [setup.home.id, setup.home.players.map((player) => player.id)],
      [setup.away.id, setup.away.players.map((player) => player.id)],
    ]),
    events: [],
    gaps: [],
    onCourt: new Map([
      [setup.home.id, new Set<string>()],
      [setup.away.id, new Set<string>()],
    ]),
    starters: new Map(),
    foulsByPlayer: new Map(),
    playedBefore: new Set(),
    period: 0,
    periodStartMs: 0,
    remainingMs: 0,
    running: false,
    inPeriod: false,
    gameTimeMs: 0,
    pendingSubstitutions: [],
    arrowSet: false,
    earlyRows: [],
    homeTeamId: setup.home.id,
    awayTeamId: setup.away.id,
    points: new Map([
      [setup.home.id, 0],
      [setup.away.id, 0],
    ]),
    scoreMarks: [],
    scoreCorrections,
  }
}

export function periodLengthMs(conversion: Conversion, period: number): number {
  const seconds = period > FIBA_RULES.lastRegularPeriod ? conversion.overtimeSeconds : conversion.periodSeconds
  return seconds * 1000
}

/** Keeps each team's points from the events (made shots and score corrections), for the running score. */
function countPoints(conversion: Conversion, event: LiveGameEvent): void {
  if ((event.type === 'shot' && event.made) || event.type === 'score_correction') {
    conversion.points.set(event.teamId, (conversion.points.get(event.teamId) ?? 0) + event.points)
  }
}

/** Adds an event at the current game time. */
export function emit(conversion: Conversion, sourceSequence: number, event: LiveGameEvent): void {
  conversion.events.push({ gameTimeMs: conversion.gameTimeMs, sourceSequence, event })
  countPoints(conversion, event)
}

/** Puts an event at the current game time back before the event at `position` (one the source listed too early). */
export function emitBefore(
  conversion: Conversion,
  position: number,
  sourceSequence: number,
  event: LiveGameEvent,
): void {
  conversion.events.splice(position, 0, { gameTimeMs: conversion.gameTimeMs, sourceSequence, event })
  countPoints(conversion, event)
}

export function reportGap(conversion: Conversion, row: PlayByPlayRow, kind: PlayByPlayGapKind, detail: string): void {
  conversion.gaps.push({ sourceSequence: row.sequence, kind, teamId: row.teamId, detail })
}
