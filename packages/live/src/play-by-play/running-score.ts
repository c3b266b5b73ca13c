/**
 * The source's running score is the record. Where a game's plays add up to another score than the running
 * score its scorer kept (a free throw recorded as made that the score never counted, a point no play names),
 * the replay sends the scorer's correction, so every replay ends on the real result and period scores.
 *
 * A first pass marks, after each row, how far the plays' score is from the running score; the corrections go
 * where a team's difference last changed in each period. Differences that come and go within a period are
 * rows the source lists in another order than they were scored, and need no correction.
 */
import { type Conversion, emit } from './conversion.ts'
import type { OfficialPeriodScores, PlayByPlayRow, ScoreCorrection, ScoreMark } from './types.ts'

export function markRunningScore(conversion: Conversion, row: PlayByPlayRow, index: number): void {
  if (row.homeScore === undefined || row.homeScore === null || row.awayScore === undefined || row.awayScore === null) {
    return
  }
  conversion.scoreMarks.push({
    index,
    period: conversion.period,
    closesPeriod: row.event === 'period_end' || row.event === 'game_end',
    plays: {
      home: conversion.points.get(conversion.homeTeamId) ?? 0,
      away: conversion.points.get(conversion.awayTeamId) ?? 0,
    },
    running: { home: row.homeScore, away: row.awayScore },
  })
}

/** The official score at the end of a period (cumulative), when the official period scores are known. */
function officialScoreAfter(official: readonly number[] | undefined, period: number): number | undefined {
  if (official === undefined || official.length < period || period < 1) {
    return undefined
  }
  return official.slice(0, period).reduce((total, points) => total + points, 0)
}

/**
 * The corrections that make each period end on the official score (the running score when no official period
 * scores are given), by the index of the row they go with. A correction the running score explains goes where
 * the team's difference last changed; one only the official scores explain goes at the period's last row.
 */
export function scoreCorrectionsOf(
  conversion: Conversion,
  official?: OfficialPeriodScores,
): Map<number, ScoreCorrection[]> {
  const corrections = new Map<number, ScoreCorrection[]>()
  const add = (mark: ScoreMark, correction: ScoreCorrection) => {
    corrections.set(mark.index, [...(corrections.get(mark.index) ?? []), correction])
  }
  const marks = conversion.scoreMarks
  const sides = [
    ['home', conversion.homeTeamId],
    ['away', conversion.awayTeamId],
  ] as const
  for (const [side, teamId] of sides) {
    let settled = 0
    let previous = 0
    let lastChange: ScoreMark | undefined
    marks.forEach((mark, position) => {
      const difference = mark.plays[side] - mark.running[side]
      if (difference !== previous) {
        lastChange = mark
      }
      previous = difference
      if (marks[position + 1]?.period === mark.period) {
        return
      }
      const officialScore = officialScoreAfter(official?.[side], mark.period)
      const target = officialScore === undefined ? difference : mark.plays[side] - officialScore
      if (target !== settled) {
        const byRunningScore = target === difference && lastChange !== undefined
        const place = byRunningScore && lastChange !== undefined ? lastChange : mark
        const sequence = conversion.rows[place.index]?.sequence
        const reason = byRunningScore
          ? `running score ${place.running.home}:${place.running.away} after row ${sequence}`
          : `official score ${officialScore} after period ${mark.period}`
        add(place, { teamId, points: settled - target, before: place.closesPeriod, reason })
      }
      settled = target
      lastChange = undefined
    })
  }
  return corrections
}

/** Sends the row's corrections that go before it (`before`) or after it, each reported as a gap. */
export function sendScoreCorrections(conversion: Conversion, row: PlayByPlayRow, index: number, before: boolean): void {
  for (const correction of conversion.scoreCorrections.get(index) ?? []) {
    if (correction.before !== before) {
      continue
    }
    emit(conversion, row.sequence, {
      type: 'score_correction',
      teamId: correction.teamId,
      points: correction.points,
      reason: correction.reason,
    })
    const signed = `${correction.points > 0 ? '+' : ''}${correction.points}`
    conversion.gaps.push({
      sourceSequence: row.sequence,
      kind: 'score-corrected',
      teamId: correction.teamId,
      detail: `${correction.teamId} ${signed}: the plays do not give the ${correction.reason}`,
    })
  }
}
