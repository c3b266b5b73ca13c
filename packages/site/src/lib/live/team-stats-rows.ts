// The team-statistics tab's rows, for a finished game (the API's team totals) and a live one (the same totals
// from the live state): one list of rows and one way to read a team's figures, so the two tables of the same
// game show the same rows and, once it is over, the same numbers.
import type { TeamTotals } from '@league/api/contract/games'
import type { LiveGameState } from '@league/live/state'
import { roundedLine } from '@league/stats/box-score-line'
import { TEAM_GAME_COMPARISON_KEYS } from '@league/stats/columns'
import { teamTotals } from '@league/stats/team-totals'
import type { Side } from './game-centre'

/** Figures the box score adds beside its statistics: where a team's points came from. */
const SCORING_KEYS = ['pointsInPaint', 'secondChancePoints', 'fastBreakPoints', 'benchPoints'] as const

/** The rows of the team-statistics tab, live or final, in the order they are shown. */
export const TEAM_STATS_ROW_KEYS = [...TEAM_GAME_COMPARISON_KEYS, ...SCORING_KEYS] as const

export type TeamStatsRowKey = (typeof TEAM_STATS_ROW_KEYS)[number]

/** One team's figures as the tab reads them: the API's team totals of a finished game, or a live game's. */
export type TeamStatsFigures = Pick<TeamTotals, 'stats' | (typeof SCORING_KEYS)[number]>

/** Each row's value for one team (percentages 0–100, null without attempts: the kit then leaves the row out). */
export function teamStatsValues(figures: TeamStatsFigures): Record<TeamStatsRowKey, number | null> {
  return {
    ...(Object.fromEntries(TEAM_GAME_COMPARISON_KEYS.map((key) => [key, figures.stats[key] ?? null])) as Record<
      (typeof TEAM_GAME_COMPARISON_KEYS)[number],
      number | null
    >),
    pointsInPaint: figures.pointsInPaint,
    secondChancePoints: figures.secondChancePoints,
    fastBreakPoints: figures.fastBreakPoints,
    benchPoints: figures.benchPoints,
  }
}

/**
 * One team's figures up to the last event, from its players' lines as the final box score will store them, to
 * a tenth as the API answers them.
 * The play-by-play of a live game does not say where a shot was taken from or how the possession began, so
 * points in the paint, second-chance and fast-break points stay 0, as in the box score written at the end.
 */
export function liveTeamFigures(state: LiveGameState, side: Side): TeamStatsFigures {
  const team = state[side]
  const totals = teamTotals(
    Object.values(state.players)
      .filter((player) => player.teamId === team.id)
      .map((player) => ({ ...player.counts, starter: player.starter })),
  )
  return {
    // The team's score also has the baskets the scorer did not credit to a player.
    stats: { ...roundedLine(totals.statistics), points: team.score },
    pointsInPaint: totals.pointsInPaint,
    secondChancePoints: totals.secondChancePoints,
    fastBreakPoints: totals.fastBreakPoints,
    benchPoints: totals.benchPoints,
  }
}
