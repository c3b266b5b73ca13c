import type { TeamResult } from './game-results.ts'

/** What a tie-break criterion measures over a team's results. Every measure is "higher is better". */
export type TieBreakMeasure = 'classification-points' | 'wins' | 'point-difference' | 'points-scored'

/** Which games a criterion looks at: only those between the tied teams, or every game of the phase. */
export type TieBreakScope = 'tied-teams' | 'all-games'

/** The criteria a rule set can list, in any order. */
export type TieBreakCriterionKey =
  | 'head-to-head-classification-points'
  | 'head-to-head-wins'
  | 'head-to-head-point-difference'
  | 'head-to-head-points-scored'
  | 'point-difference'
  | 'points-scored'

/** A tie-break criterion as data: its scope, its measure and its English label. */
export interface TieBreakCriterion {
  key: TieBreakCriterionKey
  scope: TieBreakScope
  measure: TieBreakMeasure
  /** English label used in explanations ("head-to-head point difference"); the site translates by key. */
  label: string
}

/** Every criterion by key. */
export const TIE_BREAK_CRITERIA: { readonly [Key in TieBreakCriterionKey]: TieBreakCriterion } = {
  'head-to-head-classification-points': {
    key: 'head-to-head-classification-points',
    scope: 'tied-teams',
    measure: 'classification-points',
    label: 'head-to-head classification points',
  },
  'head-to-head-wins': {
    key: 'head-to-head-wins',
    scope: 'tied-teams',
    measure: 'wins',
    label: 'head-to-head wins',
  },
  'head-to-head-point-difference': {
    key: 'head-to-head-point-difference',
    scope: 'tied-teams',
    measure: 'point-difference',
    label: 'head-to-head point difference',
  },
  'head-to-head-points-scored': {
    key: 'head-to-head-points-scored',
    scope: 'tied-teams',
    measure: 'points-scored',
    label: 'head-to-head points scored',
  },
  'point-difference': {
    key: 'point-difference',
    scope: 'all-games',
    measure: 'point-difference',
    label: 'overall point difference',
  },
  'points-scored': {
    key: 'points-scored',
    scope: 'all-games',
    measure: 'points-scored',
    label: 'points scored',
  },
}

/** Classification points awarded per result. */
export interface ClassificationPoints {
  win: number
  loss: number
  /** A loss by forfeit (FIBA: 0 instead of the 1 of a played loss). */
  forfeitLoss: number
}

/** A league's standings rules, entirely as data. */
export interface StandingsRules {
  name: string
  classificationPoints: ClassificationPoints
  /** What the table is sorted by before any tie-break. */
  order: 'classification-points' | 'wins'
  /** Tie-break criteria, applied in this order. */
  tieBreakers: readonly TieBreakCriterionKey[]
  /**
   * When a criterion separates some of the tied teams, start again from the first criterion for those who
   * remain tied (their head-to-head is then counted among them only). Without it, the next criterion applies.
   */
  restartForRemainingTies: boolean
  /** False: tie-break point measures use regulation points only (EuroLeague); the table still shows all. */
  overtimeCountsInTieBreaks: boolean
  /** While games of the phase remain to be played, teams level on the table share a rank (FIBA). */
  shareRanksWhileGamesRemain: boolean
}

/**
 * FIBA Official Basketball Rules, Appendix D: 2 points for a win, 1 for a loss, 0 for a loss by forfeit;
 * ties on games between the tied teams (classification points, point difference, points scored), then on
 * all games (point difference, points scored), restarting from the first criterion for teams that remain
 * tied; shared ranks while games remain to be played.
 */
export const FIBA_RULES: StandingsRules = {
  name: 'FIBA',
  classificationPoints: { win: 2, loss: 1, forfeitLoss: 0 },
  order: 'classification-points',
  tieBreakers: [
    'head-to-head-classification-points',
    'head-to-head-point-difference',
    'head-to-head-points-scored',
    'point-difference',
    'points-scored',
  ],
  restartForRemainingTies: true,
  overtimeCountsInTieBreaks: true,
  shareRanksWhileGamesRemain: true,
}

/**
 * EuroLeague: sorted by wins; ties on head-to-head wins, head-to-head point difference, season point
 * difference, season points scored; points scored in overtime do not count in tie-breaks.
 */
export const EUROLEAGUE_RULES: StandingsRules = {
  name: 'EuroLeague',
  classificationPoints: { win: 1, loss: 0, forfeitLoss: 0 },
  order: 'wins',
  tieBreakers: ['head-to-head-wins', 'head-to-head-point-difference', 'point-difference', 'points-scored'],
  restartForRemainingTies: true,
  overtimeCountsInTieBreaks: false,
  shareRanksWhileGamesRemain: false,
}

/**
 * ABA League: classification points (2 win, 1 loss, 0 forfeit loss); ties on head-to-head classification
 * points, head-to-head point difference, overall point difference, points scored (FIBA-based, restarting
 * for teams that remain tied).
 */
export const ABA_RULES: StandingsRules = {
  name: 'ABA League',
  classificationPoints: { win: 2, loss: 1, forfeitLoss: 0 },
  order: 'classification-points',
  tieBreakers: [
    'head-to-head-classification-points',
    'head-to-head-point-difference',
    'point-difference',
    'points-scored',
  ],
  restartForRemainingTies: true,
  overtimeCountsInTieBreaks: true,
  shareRanksWhileGamesRemain: false,
}

/** The presets by name, for a league setting that stores a preset key. */
export const STANDINGS_PRESETS = { fiba: FIBA_RULES, euroleague: EUROLEAGUE_RULES, aba: ABA_RULES } as const

/**
 * Classification points a result earns under a rule set.
 *
 * @example
 * classificationPointsFor({ outcome: 'lost', forfeit: true, … }, ABA_RULES.classificationPoints) //=> 0
 */
export function classificationPointsFor(
  result: Pick<TeamResult, 'outcome' | 'forfeit'>,
  points: ClassificationPoints,
): number {
  if (result.outcome === 'won') {
    return points.win
  }
  return result.forfeit ? points.forfeitLoss : points.loss
}

/**
 * The value of a measure over some results (already restricted to the right games).
 *
 * @example
 * measureResults('point-difference', results, ABA_RULES) //=> 112
 */
export function measureResults(
  measure: TieBreakMeasure,
  results: readonly TeamResult[],
  rules: Pick<StandingsRules, 'classificationPoints' | 'overtimeCountsInTieBreaks'>,
): number {
  let total = 0
  for (const result of results) {
    const pointsFor = rules.overtimeCountsInTieBreaks ? result.pointsFor : result.regulationPointsFor
    const pointsAgainst = rules.overtimeCountsInTieBreaks ? result.pointsAgainst : result.regulationPointsAgainst
    switch (measure) {
      case 'classification-points':
        total += classificationPointsFor(result, rules.classificationPoints)
        break
      case 'wins':
        total += result.outcome === 'won' ? 1 : 0
        break
      case 'point-difference':
        total += pointsFor - pointsAgainst
        break
      case 'points-scored':
        total += pointsFor
        break
      default:
        measure satisfies never
    }
  }
  return total
}
