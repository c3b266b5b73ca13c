// One row of the league table as the contract sends it, from a row of the standings engine. Pure and free of
// the database, so the UI kit's fixture generator builds its table with it too.
import type { StandingsRow as EngineStandingsRow } from '@league/stats/standings'
import type { TeamReference } from '../contract/references.ts'
import type { StandingsRow } from '../contract/standings.ts'

export function standingsRowOf(row: EngineStandingsRow, team: TeamReference): StandingsRow {
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
  }
}
