import { fieldGoals } from './box-score.ts'
import type { BoxScoreCounts } from './types.ts'

type PossessionCounts = Pick<
  BoxScoreCounts,
  | 'twoPointersMade'
  | 'twoPointersAttempted'
  | 'threePointersMade'
  | 'threePointersAttempted'
  | 'freeThrowsAttempted'
  | 'offensiveRebounds'
  | 'defensiveRebounds'
  | 'turnovers'
>

/**
 * Possessions of one team from its own box score, the simple estimate used in European box scores:
 * 0.96 · (FGA + TOV + 0.44 · FTA − OREB). 0.44 converts free-throw attempts into trips to the line (and-ones
 * and three-shot fouls make it less than 0.5); 0.96 accounts for team rebounds and turnovers missing from
 * player lines. Use {@link possessionsFromBothTeams} when the opponent's line is at hand.
 *
 * @example
 * simplePossessions({ twoPointersMade: 20, twoPointersAttempted: 40, threePointersMade: 8, threePointersAttempted: 25,
 *   freeThrowsAttempted: 20, offensiveRebounds: 10, defensiveRebounds: 25, turnovers: 12 })
 * //=> 0.96 · (65 + 12 + 8.8 − 10) = 72.768
 */
export function simplePossessions(team: PossessionCounts): number {
  const { attempted } = fieldGoals(team)
  return 0.96 * (attempted + team.turnovers + 0.44 * team.freeThrowsAttempted - team.offensiveRebounds)
}

function oneSidePossessions(team: PossessionCounts, opponent: PossessionCounts): number {
  const { made, attempted } = fieldGoals(team)
  const reboundChances = team.offensiveRebounds + opponent.defensiveRebounds
  const offensiveReboundShare = reboundChances === 0 ? 0 : team.offensiveRebounds / reboundChances
  return attempted + 0.4 * team.freeThrowsAttempted - 1.07 * offensiveReboundShare * (attempted - made) + team.turnovers
}

/**
 * Possessions of a game from both teams' lines, the standard (Basketball-Reference / Dean Oliver) formula:
 * 0.5 · (A + B) with, for each side, FGA + 0.4 · FTA − 1.07 · OREB / (OREB + opp DREB) · (FGA − FGM) + TOV.
 * Both teams get the same number, so offensive and defensive ratings of a game mirror each other.
 *
 * @example
 * const side = { twoPointersMade: 20, twoPointersAttempted: 40, threePointersMade: 8, threePointersAttempted: 25,
 *   freeThrowsAttempted: 20, offensiveRebounds: 10, defensiveRebounds: 25, turnovers: 12 }
 * possessionsFromBothTeams(side, side) //=> 65 + 8 − 1.07 · (10/35) · 37 + 12 = 73.69…
 */
export function possessionsFromBothTeams(team: PossessionCounts, opponent: PossessionCounts): number {
  return 0.5 * (oneSidePossessions(team, opponent) + oneSidePossessions(opponent, team))
}

/**
 * Points per 100 possessions; null when there were no possessions. Offensive rating is a team's points,
 * defensive rating its opponent's points, over the same possessions.
 *
 * @example
 * ratingPer100(80, 72) //=> 111.11…
 */
export function ratingPer100(points: number, possessions: number): number | null {
  if (possessions <= 0) {
    return null
  }
  return (100 * points) / possessions
}

/**
 * Offensive and defensive rating of a team over one game or many (sum the counts first): points scored and
 * allowed per 100 possessions, possessions by {@link possessionsFromBothTeams}.
 *
 * @example
 * // both teams: 80 PTS, 2P 20/40, 3P 8/25, 20 FTA, 10 OREB, 25 DREB, 12 TO
 * teamRatings(side, side) //=> { possessions: 73.69…, offensive: 108.56…, defensive: 108.56…, net: 0 }
 */
export function teamRatings(
  team: PossessionCounts & Pick<BoxScoreCounts, 'points'>,
  opponent: PossessionCounts & Pick<BoxScoreCounts, 'points'>,
): { possessions: number; offensive: number | null; defensive: number | null; net: number | null } {
  const possessions = possessionsFromBothTeams(team, opponent)
  const offensive = ratingPer100(team.points, possessions)
  const defensive = ratingPer100(opponent.points, possessions)
  const net = offensive === null || defensive === null ? null : offensive - defensive
  return { possessions, offensive, defensive, net }
}

/**
 * Usage percentage: the share of the team's plays a player used while on court,
 * 100 · (FGA + 0.44 · FTA + TOV) · (team seconds / 5) / (player seconds · (team FGA + 0.44 · team FTA + team TOV)).
 * Null when the player did not play or the team had no plays.
 *
 * @example
 * // 20 of 40 minutes, 15 plays of the team's 80: 100 · 15 · 2400 / (1200 · 80) = 37.5
 * usagePercentage({ seconds: 1200, twoPointersAttempted: 10, threePointersAttempted: 3, freeThrowsAttempted: 0,
 *   turnovers: 2, … }, { seconds: 12000, twoPointersAttempted: 50, threePointersAttempted: 25, turnovers: 5, … })
 * //=> 37.5
 */
export function usagePercentage(
  player: Pick<
    BoxScoreCounts,
    'seconds' | 'twoPointersAttempted' | 'threePointersAttempted' | 'freeThrowsAttempted' | 'turnovers'
  >,
  team: Pick<
    BoxScoreCounts,
    'seconds' | 'twoPointersAttempted' | 'threePointersAttempted' | 'freeThrowsAttempted' | 'turnovers'
  >,
): number | null {
  const plays = (line: typeof player): number =>
    line.twoPointersAttempted + line.threePointersAttempted + 0.44 * line.freeThrowsAttempted + line.turnovers
  const teamPlays = plays(team)
  if (player.seconds <= 0 || teamPlays === 0) {
    return null
  }
  return (100 * plays(player) * (team.seconds / 5)) / (player.seconds * teamPlays)
}
