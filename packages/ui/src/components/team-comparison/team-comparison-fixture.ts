// Game 22_6's two teams as the team-statistics tab compares them: the fixture's box-score lines summed, with
// the shooting percentages the stats package computes from the sums (0–100).
import { twoPointPercentage, threePointPercentage, freeThrowPercentage } from '@league/stats/box-score'
import { boxScore22_6Away, boxScore22_6Home } from '../../fixtures/game-22-6'
import type { BoxScoreTeam } from '../box-score/box-score'
import { boxScoreTotals } from '../box-score/box-score-totals'
import type { TeamComparisonSide, TeamComparisonStatistic } from './team-comparison'

export type GameComparisonKey =
  | 'points'
  | 'twoPointPercentage'
  | 'threePointPercentage'
  | 'freeThrowPercentage'
  | 'rebounds'
  | 'assists'
  | 'turnovers'
  | 'benchPoints'

function sideOf(team: BoxScoreTeam): TeamComparisonSide<GameComparisonKey> {
  const totals = boxScoreTotals(team.players.map((player) => player.stats))
  const bench = boxScoreTotals(team.players.filter((player) => !player.starter).map((player) => player.stats))
  return {
    name: team.name,
    values: {
      points: totals.points,
      twoPointPercentage: twoPointPercentage(totals),
      threePointPercentage: threePointPercentage(totals),
      freeThrowPercentage: freeThrowPercentage(totals),
      rebounds: totals.rebounds,
      assists: totals.assists,
      turnovers: totals.turnovers,
      benchPoints: bench.points,
    },
  }
}

export const zadar22_6 = sideOf(boxScore22_6Home)
export const derby22_6 = sideOf(boxScore22_6Away)

export const comparisonStatistics: TeamComparisonStatistic<GameComparisonKey>[] = [
  { key: 'points', label: 'Points' },
  { key: 'twoPointPercentage', label: '2-point percentage' },
  { key: 'threePointPercentage', label: '3-point percentage' },
  { key: 'freeThrowPercentage', label: 'Free-throw percentage' },
  { key: 'rebounds', label: 'Rebounds' },
  { key: 'assists', label: 'Assists' },
  { key: 'turnovers', label: 'Turnovers' },
  { key: 'benchPoints', label: 'Bench points' },
]
