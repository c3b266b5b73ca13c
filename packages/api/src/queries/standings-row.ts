// One row of the league table as the contract sends it, from a row of the standings engine. Pure and free of
// the database, so the UI kit's fixture generator builds its table with it too.
import type { StandingsRow as EngineStandingsRow } from '@league/stats/standings'
import type { TeamReference } from '../contract/references.ts'
import type { StandingsRow, TieBreakExplanation } from '../contract/standings.ts'

/** The tie-breaks of a row in codes, numbers and team names, for the site to word in the reader's language. */
function tieBreakExplanationOf(
  row: EngineStandingsRow,
  nameOf: (teamId: string) => string,
): TieBreakExplanation | null {
  if (row.tieBreakNote === null) {
    return null
  }
  return {
    steps: row.tieBreakSteps.map((step) => ({
      criterion: step.criterion,
      provisional: step.provisional,
      behind: step.behind.map(nameOf),
      aheadOf: step.aheadOf.map(nameOf),
      values: step.teams.map((teamId) => ({
        team: nameOf(teamId),
        value: step.values[teamId] ?? 0,
        isThisTeam: teamId === row.teamId,
      })),
    })),
    // Level on every criterion: the teams sharing the rank that no step separated.
    levelWith: row.sharedRankWith
      .filter(
        (teamId) => !row.tieBreakSteps.some((step) => step.aheadOf.includes(teamId) || step.behind.includes(teamId)),
      )
      .map(nameOf),
  }
}

/** `nameOf` names the other teams of a tie-break (the engine knows them by id). */
export function standingsRowOf(
  row: EngineStandingsRow,
  team: TeamReference,
  nameOf: (teamId: string) => string,
): StandingsRow {
  return {
    rank: row.rank,
    team,
    played: row.played,
    won: row.won,
    lost: row.lost,
    forfeitsLost: row.forfeitsLost,
    pointsFor: row.pointsFor,
    pointsAgainst: row.pointsAgainst,
    pointDifference: row.pointDifference,
    classificationPoints: row.classificationPoints,
    form: row.form,
    streak: row.streakLabel,
    home: { won: row.home.won, lost: row.home.lost },
    away: { won: row.away.won, lost: row.away.lost },
    zone: row.zone === 'playoff' || row.zone === 'relegation' ? row.zone : null,
    tieBreak: row.tieBreakNote,
    tieBreakExplanation: tieBreakExplanationOf(row, nameOf),
  }
}
