/**
 * Input types of the statistics engine.
 *
 * They are shaped so the API can build them straight from database rows: one `Game` per games row, one
 * `PlayerLine` per box-score row, one `PlayByPlayEvent` per play-by-play row. Identifiers are strings
 * (club codes such as "CZV", player ids such as "3873", game ids such as "22_6"); the engine never
 * parses them. No function in this package reads a clock or a file: everything it needs arrives here.
 */

/** Phases the ABA data uses (slugs as in the API). Other leagues may add their own, hence the open string. */
export type KnownPhase = 'regular-season' | 'quarterfinal' | 'semifinal' | 'final'

/** A phase of a season: one of {@link KnownPhase} or a league's own slug. */
export type Phase = KnownPhase | (string & {})

/**
 * `played`: the game took place and has a box score.
 * `forfeit`: a registered result (ABA: 20:0) without a box score; it counts in the table.
 * `scheduled`: not played yet; scores are ignored.
 */
export type GameStatus = 'played' | 'forfeit' | 'scheduled'

/** One game of a season, as the games table stores it. */
export interface Game {
  /** Game id, e.g. "22_6". */
  id: string
  /** Tip-off date `YYYY-MM-DD`; null when unknown (registered forfeits have no date). */
  date: string | null
  phase: Phase
  /** Regular season: scheduled round (1–26 in ABA). Play-offs: game number within the series. */
  round: number
  homeTeamId: string
  awayTeamId: string
  /** Final score including overtime. For a forfeit the registered score (20:0). Ignored when scheduled. */
  homeScore: number
  awayScore: number
  /** Points per period, not cumulative: q1…q4 then ot1, ot2, … Empty for forfeits and scheduled games. */
  homePeriodScores: number[]
  awayPeriodScores: number[]
  status: GameStatus
  /** Team that lost by forfeit (when status is `forfeit`); defaults to the team with the lower score. */
  forfeitLoser?: string
}

/**
 * The counting columns of a box-score line. Every field is additive, so the same shape holds one player's
 * game, a team's game (sum of its players) or any total over many games.
 */
export interface BoxScoreCounts {
  /** Time played in seconds (team totals: 5 × game length, more with overtime). */
  seconds: number
  points: number
  twoPointersMade: number
  twoPointersAttempted: number
  threePointersMade: number
  threePointersAttempted: number
  freeThrowsMade: number
  freeThrowsAttempted: number
  offensiveRebounds: number
  defensiveRebounds: number
  assists: number
  steals: number
  turnovers: number
  /** Blocks made ("blocks in favour"). */
  blocks: number
  /** Own shots blocked by an opponent. */
  blocksAgainst: number
  /** Personal fouls committed. */
  foulsCommitted: number
  /** Fouls drawn (received). */
  foulsDrawn: number
  /** Team point difference while the player was on court. */
  plusMinus: number
}

/** The keys of {@link BoxScoreCounts}, in the order the box score shows them. */
export const COUNT_KEYS = [
  'seconds',
  'points',
  'twoPointersMade',
  'twoPointersAttempted',
  'threePointersMade',
  'threePointersAttempted',
  'freeThrowsMade',
  'freeThrowsAttempted',
  'offensiveRebounds',
  'defensiveRebounds',
  'assists',
  'steals',
  'turnovers',
  'blocks',
  'blocksAgainst',
  'foulsCommitted',
  'foulsDrawn',
  'plusMinus',
] as const satisfies readonly (keyof BoxScoreCounts)[]

/** A key of {@link BoxScoreCounts}. */
export type CountKey = (typeof COUNT_KEYS)[number]

/**
 * One player's line in one game (a boxscores row). A player who was on the game sheet but did not take the
 * court has `played: false` and every count 0.
 */
export interface PlayerLine extends BoxScoreCounts {
  gameId: string
  teamId: string
  playerId: string
  playerName?: string
  starter: boolean
  played: boolean
}

/**
 * One play-by-play event (a pbp row). Only the fields the engine reads are required; the API may pass more.
 */
export interface PlayByPlayEvent {
  /** Order of the event in the game (1 = first). */
  sequence: number
  /** 1–4 quarters, 5 = first overtime, 6 = second overtime, … */
  period: number
  /** Seconds remaining in the period; null when the source gives no clock (line-up rows). */
  clockSeconds: number | null
  /** Running score after the event. */
  homeScore: number
  awayScore: number
  teamId?: string | null
  playerId?: string | null
  /** e.g. `fg_made`, `ft_missed`, `rebound` (see the data README). */
  event?: string
}

/** Home or away, from the team's point of view. */
export type Location = 'home' | 'away'

/** Won or lost, from the team's point of view. */
export type Outcome = 'won' | 'lost'
