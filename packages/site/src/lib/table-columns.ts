import type { StatColumnKey } from '@/components/data/stat-table'

/** The columns of a game's box score, in the order basketball readers expect. */
export const boxScoreKeys = [
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
  'plusMinus',
  'pir',
] as const satisfies readonly StatColumnKey[]

/** Season figures of players (per game, totals or per 40). */
export const playerSeasonKeys = [
  'player',
  'season',
  'team',
  'games',
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
] as const satisfies readonly StatColumnKey[]

/** A player's line in one game. */
export const playerGameKeys = [
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
] as const satisfies readonly StatColumnKey[]
