/** One player's line; team totals have the same shape. */
export type BoxScoreStats = {
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
  rebounds: number
  assists: number
  steals: number
  turnovers: number
  blocks: number
  fouls: number
  foulsDrawn: number
  plusMinus: number
  pir: number
}

const statKeys = [
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
  'rebounds',
  'assists',
  'steals',
  'turnovers',
  'blocks',
  'fouls',
  'foulsDrawn',
  'plusMinus',
  'pir',
] as const satisfies readonly (keyof BoxScoreStats)[]

/**
 * Team totals as the sum of the player lines (the data has no separate team line); players who
 * did not play (null) add nothing.
 *
 * @example boxScoreTotals([{ points: 30, … }, null, { points: 13, … }]).points // 43
 */
export function boxScoreTotals(lines: readonly (BoxScoreStats | null)[]): BoxScoreStats {
  const totals = Object.fromEntries(statKeys.map((key) => [key, 0])) as BoxScoreStats
  for (const line of lines) {
    if (line === null) {
      continue
    }
    for (const key of statKeys) {
      totals[key] += line[key]
    }
  }
  return totals
}

/** Seconds played as minutes and seconds: 2090 → "34:50", 200 minutes of a team → "200:00". */
export function formatMinutes(seconds: number): string {
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
