/**
 * The statistics vocabulary of tables: which columns a table shows, in which order, how each figure is
 * written and which message ids name it. The API, the UI kit and the site read these lists, so a column is
 * added (or renamed) in one place.
 *
 * Labels are message ids, not text: the site's message files hold `Stats.short.<key>` (the column header,
 * e.g. "PTS") and `Stats.long.<key>` (the spelled-out name read aloud, e.g. "Points") in every locale.
 */
import type { StandingsRow } from './standings.ts'
import { isRateKey, STAT_KEYS, type StatKey } from './stat-keys.ts'

/** Columns that name what a row is about (shown as names or links, never summed). */
export const ENTITY_COLUMN_KEYS = ['player', 'team', 'club', 'opponent', 'season', 'league', 'game', 'date'] as const

/** Columns that are neither statistics nor entities: a jersey number, games played, a record. */
export const DESCRIPTIVE_COLUMN_KEYS = ['rank', 'jersey', 'games', 'gamesPlayed', 'gamesStarted', 'value'] as const

/** The standings' own figures (the keys of the standings engine's {@link StandingsRow}). */
export const STANDINGS_FIGURE_KEYS = [
  'played',
  'won',
  'lost',
  'pointsFor',
  'pointsAgainst',
  'pointDifference',
  'classificationPoints',
  'winPercentage',
  'form',
] as const satisfies readonly (keyof StandingsRow)[]

export type EntityColumnKey = (typeof ENTITY_COLUMN_KEYS)[number]
export type DescriptiveColumnKey = (typeof DESCRIPTIVE_COLUMN_KEYS)[number]
export type StandingsFigureKey = (typeof STANDINGS_FIGURE_KEYS)[number]

/** Every column a statistics table can show. */
export type ColumnKey = StatKey | EntityColumnKey | DescriptiveColumnKey | StandingsFigureKey

/**
 * How a cell writes its figure. `integer` 12, `decimal` 12.3 (one digit, for averages), `percentage`
 * 45.5 % (the engine's 0–100), `minutes` 34:50 (from minutes, 34.83; the `seconds` column stays an integer), `signed` +7 / −3, `text` as given.
 */
export type ColumnFormat = 'integer' | 'decimal' | 'percentage' | 'minutes' | 'signed' | 'text'

/** The message ids of a column's two labels, relative to the `Stats` namespace. */
export type ColumnLabelIds = { short: `short.${ColumnKey}`; long: `long.${ColumnKey}` }

/** The namespace of the label ids in the site's message files. */
export const COLUMN_LABEL_NAMESPACE = 'Stats'

/**
 * The message ids that name a column: `short.<key>` for the header, `long.<key>` for its meaning.
 *
 * @example
 * columnLabelIds('points') //=> { short: 'short.points', long: 'long.points' }
 */
export function columnLabelIds<Key extends ColumnKey>(key: Key): { short: `short.${Key}`; long: `long.${Key}` } {
  return { short: `short.${key}`, long: `long.${key}` }
}

/**
 * How a column's figure is written when it shows one game's line or a total. In averages (per game, per 40)
 * every non-rate figure is a `decimal`: use {@link averageFormat}.
 *
 * @example
 * columnFormat('minutes') //=> 'minutes'
 * columnFormat('threePointPercentage') //=> 'percentage'
 * columnFormat('plusMinus') //=> 'signed'
 */
export function columnFormat(key: ColumnKey): ColumnFormat {
  switch (key) {
    case 'minutes':
      return 'minutes'
    case 'plusMinus':
    case 'pointDifference':
      return 'signed'
    case 'gameScore':
    case 'value':
      return 'decimal'
    case 'winPercentage':
      return 'percentage'
    case 'form':
    case 'jersey':
      return 'text'
    default:
      if ((ENTITY_COLUMN_KEYS as readonly string[]).includes(key)) {
        return 'text'
      }
      return isStatKey(key) && isRateKey(key) ? 'percentage' : 'integer'
  }
}

/**
 * The format of a column in per-game or per-40 figures: counts become decimals (12.3 points), rates stay
 * percentages, minutes stay minutes (an average of 34:50), text stays text.
 *
 * @example
 * averageFormat('points') //=> 'decimal'
 * averageFormat('freeThrowPercentage') //=> 'percentage'
 */
export function averageFormat(key: ColumnKey): ColumnFormat {
  const format = columnFormat(key)
  return format === 'integer' || format === 'signed' ? 'decimal' : format
}

/** Whether a column holds a figure (right-aligned, tabular) rather than a name or a text. */
export function isNumericColumn(key: ColumnKey): boolean {
  return columnFormat(key) !== 'text'
}

/** Whether a key is a statistic the engine computes ({@link statValue} accepts it). */
export function isStatKey(key: string): key is StatKey {
  return (STAT_KEYS as readonly string[]).includes(key)
}

/** A game's box score: each player's line, starters first, then the team's totals. */
export const BOX_SCORE_COLUMNS = [
  'player',
  'jersey',
  'minutes',
  'points',
  'twoPointersMade',
  'twoPointersAttempted',
  'threePointersMade',
  'threePointersAttempted',
  'freeThrowsMade',
  'freeThrowsAttempted',
  'offensiveRebounds',
  'defensiveRebounds',
  'rebounds',
  'assists',
  'steals',
  'turnovers',
  'blocks',
  'foulsCommitted',
  'foulsDrawn',
  'plusMinus',
  'pir',
] as const satisfies readonly ColumnKey[]

/** Box-score columns a totals line does not sum: names, and plus/minus (a team's sum is five times its margin). */
type UnsummedBoxScoreKey = 'player' | 'jersey' | 'minutes' | 'plusMinus'

function isSummedBoxScoreKey(
  key: (typeof BOX_SCORE_COLUMNS)[number],
): key is Exclude<(typeof BOX_SCORE_COLUMNS)[number], UnsummedBoxScoreKey> {
  return key !== 'player' && key !== 'jersey' && key !== 'minutes' && key !== 'plusMinus'
}

/**
 * The figures a box score's totals line adds up from the player lines: time in seconds, then every summed
 * column of {@link BOX_SCORE_COLUMNS}. Each is additive, so the sum of the lines is the team's figure.
 */
export const BOX_SCORE_TOTAL_KEYS = [
  'seconds',
  ...BOX_SCORE_COLUMNS.filter(isSummedBoxScoreKey),
] as const satisfies readonly StatKey[]

/** A player's season figures (per game, totals or per 40), one row per player or per season. */
export const PLAYER_SEASON_COLUMNS = [
  'player',
  'season',
  'team',
  'games',
  // A roster lists games played where a career lists games: a table shows whichever its rows carry.
  'gamesPlayed',
  'gamesStarted',
  'minutes',
  'points',
  'rebounds',
  'assists',
  'steals',
  'blocks',
  'turnovers',
  'fieldGoalPercentage',
  'threePointPercentage',
  'freeThrowPercentage',
  'pir',
] as const satisfies readonly ColumnKey[]

/** A player's line in each game (a game log). */
export const PLAYER_GAME_COLUMNS = [
  'date',
  'game',
  'team',
  'opponent',
  'minutes',
  'points',
  'rebounds',
  'assists',
  'steals',
  'blocks',
  'turnovers',
  'pir',
] as const satisfies readonly ColumnKey[]

/** A team's season figures beside the other teams (team statistics of a league). */
export const TEAM_SEASON_COLUMNS = [
  'team',
  'games',
  'points',
  'rebounds',
  'offensiveRebounds',
  'defensiveRebounds',
  'assists',
  'steals',
  'blocks',
  'turnovers',
  'foulsCommitted',
  'fieldGoalPercentage',
  'twoPointPercentage',
  'threePointPercentage',
  'freeThrowPercentage',
  'pir',
] as const satisfies readonly ColumnKey[]

/** The two teams of one game compared figure by figure (rows are statistics, not teams). */
export const TEAM_GAME_COMPARISON_KEYS = [
  'points',
  'fieldGoalsMade',
  'fieldGoalsAttempted',
  'fieldGoalPercentage',
  'twoPointersMade',
  'twoPointersAttempted',
  'twoPointPercentage',
  'threePointersMade',
  'threePointersAttempted',
  'threePointPercentage',
  'freeThrowsMade',
  'freeThrowsAttempted',
  'freeThrowPercentage',
  'offensiveRebounds',
  'defensiveRebounds',
  'rebounds',
  'assists',
  'steals',
  'turnovers',
  'blocks',
  'blocksAgainst',
  'foulsCommitted',
  'foulsDrawn',
  'pir',
] as const satisfies readonly StatKey[]

/** The league table, in the order the standings engine ranks by. */
export const STANDINGS_COLUMNS = [
  'rank',
  'team',
  'played',
  'won',
  'lost',
  'pointsFor',
  'pointsAgainst',
  'pointDifference',
  'classificationPoints',
  'form',
] as const satisfies readonly ColumnKey[]

export type BoxScoreColumnKey = (typeof BOX_SCORE_COLUMNS)[number]
export type BoxScoreTotalKey = (typeof BOX_SCORE_TOTAL_KEYS)[number]
export type PlayerSeasonColumnKey = (typeof PLAYER_SEASON_COLUMNS)[number]
export type PlayerGameColumnKey = (typeof PLAYER_GAME_COLUMNS)[number]
export type TeamSeasonColumnKey = (typeof TEAM_SEASON_COLUMNS)[number]
export type StandingsColumnKey = (typeof STANDINGS_COLUMNS)[number]
