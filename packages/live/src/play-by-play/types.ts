/**
 * What the play-by-play conversion reads and gives: the source's rows, the timed events, and the gaps where
 * the source was incomplete.
 */
import type { LiveGameEvent } from '../events.ts'

/** One play-by-play row, with the columns this conversion reads (see the data README). */
export interface PlayByPlayRow {
  sequence: number
  period: number
  /** Seconds left in the period; null when the source gives none. */
  clockSeconds: number | null
  teamId: string | null
  playerId: string | null
  /** `fg_made`, `ft_missed`, `rebound`, `substitution` … */
  event: string
  subtype: string | null
  /** 1, 2 or 3; null when not a shot or not valued. */
  shotValue: number | null
  shotX: number | null
  shotY: number | null
  /** The running score after the row, as the source's scorer kept it; absent when the source has none. */
  homeScore?: number | null
  awayScore?: number | null
}

export type PlayByPlayGapKind =
  | 'shot-without-player'
  | 'rebound-without-player'
  | 'foul-without-player'
  | 'turnover-without-player'
  | 'substitution-inferred'
  | 'substitution-dropped'
  | 'shot-without-value'
  | 'event-dropped'
  | 'event-reordered'
  | 'player-not-on-roster'
  | 'foul-after-foul-out'
  | 'score-corrected'
  | 'player-off-court'

export interface PlayByPlayGap {
  sourceSequence: number
  kind: PlayByPlayGapKind
  teamId: string | null
  detail: string
}

/** An event and the game time (ms since tip-off, stoppages excluded) at which it happened. */
export interface TimedEvent {
  gameTimeMs: number
  sourceSequence: number
  event: LiveGameEvent
}

export interface ConvertedGame {
  events: TimedEvent[]
  gaps: PlayByPlayGap[]
}

/** After one applied row: the plays' score and the running score, per team. */
export interface ScoreMark {
  index: number
  period: number
  /** The row closes its period (or the game): a correction there must come before it. */
  closesPeriod: boolean
  plays: { home: number; away: number }
  running: { home: number; away: number }
}

/** The official points of each period (not cumulative), when known: they outrank the running score. */
export interface OfficialPeriodScores {
  home: readonly number[]
  away: readonly number[]
}

export interface ScoreCorrection {
  teamId: string
  points: number
  /** Sent before the row rather than after it (a row that closes the period). */
  before: boolean
  /** What the score should be and by whose record, for the log and the gaps. */
  reason: string
}
