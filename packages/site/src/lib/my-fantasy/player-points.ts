/** One line of a player's points: a statistic's count and what it scored, or a bonus or multiplier. */
export type PointsLine = { label: string; value: number | string; points: number }

/** A player's points in a round (live or final), with the lines that explain them. */
export type PlayerPoints = { points: number; lines: readonly PointsLine[] }
